/**
 * How a specialist is named to clients: the first name and the surname's initial ("Anna S."), the one shortening of
 * the catalogue, the cart, the candidate list, acts, claims and their e-mails. The surname is shortened as the
 * specialist wrote it, to its first letter, however many words it has ('Anna van Dijk' is 'Anna v.', 'María García
 * López' is 'María G.'): one letter of the surname and no more. The full surname stays with the agency and the
 * platform's staff. A client's search matches only this text (`adapters/postgres/publicNameSql.ts` says it in SQL).
 */
export type PersonName = { readonly name: string; readonly surname: string };

/** The surname as the public sees it: its first letter ("S."), nothing when there is none. */
export const surnameInitialOf = (surname: string): string => {
  const first = [...surname.trim()][0];
  return first ? `${first}.` : '';
};

/** The name a client is shown: 'Anna S.'. */
export const publicNameOf = ({ name, surname }: PersonName): string =>
  [name.trim(), surnameInitialOf(surname)].filter(Boolean).join(' ');

/** The name as the agency and the platform's staff read it: 'Anna van Dijk'. */
export const fullNameOf = ({ name, surname }: PersonName): string =>
  [name.trim(), surname.trim()].filter(Boolean).join(' ');

/**
 * A full name split at its first space: the first word as the name, the rest as the surname. Only for a caller that
 * holds nothing but a full name; a first name of two words is then taken for a surname, so prefer the parts.
 */
export const splitFullName = (fullName: string): PersonName => {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, surname: rest.join(' ') };
};
