/**
 * `publicNameOf` (`domain/specialist/publicName.ts`) said in SQL, over a card's name and surname columns: what a
 * client's search may match, so it finds what the client is shown ('Anna v.') and nothing more of the surname.
 * `tests/api/interview/shownNames.api.test.ts` keeps the two equal.
 */
export const publicNameSql = (name: string, surname: string): string =>
  `btrim(btrim(coalesce(${name}, '')) || ' ' || coalesce(left(nullif(btrim(coalesce(${surname}, '')), ''), 1) || '.', ''))`;

/** The name and surname columns, for `specialistNameParts` of a row (selected as `specialist_first_name`, `specialist_surname`). */
export const nameColumns = (name: string, surname: string): string =>
  `coalesce(${name}, '') as specialist_first_name, coalesce(${surname}, '') as specialist_surname`;
