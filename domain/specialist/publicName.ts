/**
 * How a specialist is named to clients: the first name and the surname's initial ("Anna S."), as the public
 * catalogue shows them. The full surname stays with the agency and the platform's staff.
 */
/** The surname as the public sees it: its initial ("S."), nothing when there is none. */
export const surnameInitialOf = (surname: string): string => (surname ? `${surname.charAt(0)}.` : '');

export const publicNameOf = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.join('');
  const surname = words.at(-1) as string;
  return `${words.slice(0, -1).join(' ')} ${surnameInitialOf(surname)}`;
};
