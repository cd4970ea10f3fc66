/**
 * Date ranges as CVs write them: "03.2021 – present", "Jan 2020 - Dec 2022", "2018–2020", "2019-04 to 2021-11".
 * Dates become `yyyy-MM-01` (January when only the year is written).
 */
export type DateRange = {
  readonly start: string;
  readonly finish: string | null;
  readonly untilNow: boolean;
  readonly index: number;
  readonly length: number;
};

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// Bounded white space: a line's spaces are collapsed already, and nothing here may scan far from where it starts.
const DATE = `(?:${MONTH_NAME}\\.?,?\\s{1,3}\\d{4}|\\d{1,2}[./]\\d{4}|\\d{4}[-/.]\\d{1,2}(?!\\d)|\\d{4})`;
const NOW =
  '(?:present|now|current(?:ly)?|today|ongoing|till now|until now|to date|to present|по настоящее время|н\\.\\s?в\\.)';
const RANGE = new RegExp(
  `(?<![\\d.])(${DATE})\\s{0,3}(?:-|–|—|−|to|until|till)\\s{0,3}(${DATE}|${NOW})(?![\\d])`,
  'iu',
);

const pad = (month: number) => String(month).padStart(2, '0');

/** One written date as `yyyy-MM-01`, or null when it is not a plausible month. */
export const parseCvDate = (written: string): string | null => {
  const text = written.trim().toLowerCase();
  const plausible = (year: number, month: number) => year >= 1950 && year <= 2100 && month >= 1 && month <= 12;
  let match = /^([a-z]+)\.?,?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = months.indexOf((match[1] as string).slice(0, 3)) + 1;
    const year = Number(match[2]);
    return plausible(year, month) ? `${year}-${pad(month)}-01` : null;
  }
  match = /^(\d{1,2})[./](\d{4})$/.exec(text);
  if (match) return plausible(Number(match[2]), Number(match[1])) ? `${match[2]}-${pad(Number(match[1]))}-01` : null;
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
  if (match) return plausible(Number(match[1]), Number(match[2])) ? `${match[1]}-${pad(Number(match[2]))}-01` : null;
  match = /^(\d{4})$/.exec(text);
  if (match) return plausible(Number(match[1]), 1) ? `${match[1]}-01-01` : null;
  return null;
};

/** The first date range in a line, with where it stands so the rest of the line can be read apart. */
export const findDateRange = (line: string): DateRange | null => {
  const match = RANGE.exec(line);
  if (!match) return null;
  const start = parseCvDate(match[1] as string);
  if (!start) return null;
  const end = match[2] as string;
  const untilNow = new RegExp(`^${NOW}$`, 'iu').test(end.trim());
  const finish = untilNow ? null : parseCvDate(end);
  if (!untilNow && (!finish || finish < start)) return null;
  return { start, finish, untilNow, index: match.index, length: match[0].length };
};
