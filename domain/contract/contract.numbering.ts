/**
 * Contract numbers. The platform numbers contracts per year without gaps (`C-2026-0001`); the counter lives in the
 * database, locked per year in the transaction that records the contract. A manager may type a number instead
 * ('change number'): letters, digits and `-`, `/`, `.`, at most 40 characters.
 */
export const formatContractNumber = (year: number, sequence: number): string =>
  `C-${year}-${String(sequence).padStart(4, '0')}`;

const AUTOMATIC = /^C-(\d{4})-(\d{4,})$/;

export const parseContractNumber = (number: string): { year: number; sequence: number } | null => {
  const match = AUTOMATIC.exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
};

export const TYPED_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N}\-/.]{0,39}$/u;

/** A typed number may not look like one of the platform's own: the sequence stays the only source of those. */
export const typedNumberProblem = (typed: string): string | null => {
  const value = typed.trim();
  if (!TYPED_NUMBER.test(value)) return 'Use letters, digits, -, / and . (at most 40 characters)';
  if (AUTOMATIC.test(value))
    return 'Numbers like C-YYYY-NNNN are given by the platform; type another number or leave it to the platform';
  return null;
};
