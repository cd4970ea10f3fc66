/** SQLSTATE classes and socket errors that mean "the database is not there right now", not "this request is wrong". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection/i;

/** Whether an error (or what caused it) says the database is briefly unreachable: the request may succeed if retried. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};

/** What a caller reads while the database restarts. */
export const unavailableMessage =
  'The service is briefly unavailable while its database restarts. Try again in a few seconds.';
export const unavailableRetryAfterSeconds = 5;
