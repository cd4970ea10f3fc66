import { useEffect, useState } from 'react';
import { httpStatusOf, useTRPCClient } from '../../app/trpc';

/** `failed`: the link is invalid or used; `unavailable`: the server could not answer, so the link may still be good. */
export type VerificationState = 'pending' | 'verified' | 'failed' | 'unavailable';

/** A code works once; a remount (or React's development double effects) must not spend it twice. */
const attempts = new Map<string, Promise<VerificationState>>();

export const useEmailVerification = (userId: string, code: string): VerificationState => {
  const client = useTRPCClient();
  const [state, setState] = useState<VerificationState>('pending');

  useEffect(() => {
    const key = `${userId}/${code}`;
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = client.identity.verifyEmail.mutate({ userId, code }).then(
        (): VerificationState => 'verified',
        (error: unknown): VerificationState => {
          attempts.delete(key);
          const status = httpStatusOf(error);
          return status !== null && status >= 400 && status < 500 ? 'failed' : 'unavailable';
        },
      );
      attempts.set(key, attempt);
    }
    let current = true;
    void attempt.then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [client, userId, code]);

  return state;
};
