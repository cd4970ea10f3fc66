/** The limits of a client's shortlists: the schemas give the same ones as field errors. */
export const SHORTLIST_NAME_MAX = 100;
export const SHORTLIST_COMMENT_MAX = 2000;
export const SHORTLISTS_PER_CLIENT_MAX = 50;
export const ENTRIES_PER_LIST_MAX = 100;
/** The comparison shows up to this many entries side by side. */
export const COMPARE_MAX = 4;
/** 'Book the top N' books at most this many at once. */
export const BOOK_TOP_MAX = 10;

/** Names compare without case and surrounding spaces: 'Backend' and ' backend ' are one list. */
export const sameListName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A list may name the skills it is for: at most this many, each a reference skill's title. */
export const LIST_SKILLS_MAX = 20;
export const SKILL_TITLE_MAX = 100;

/** Skills compare as names do: 'Java' and ' java ' are one skill. */
export const sameSkill = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The skills as a list keeps them: trimmed, each once (its first spelling), empty ones dropped. */
export const distinctSkills = (skills: readonly string[]): string[] =>
  skills
    .map((skill) => skill.trim())
    .filter((skill, index, all) => skill.length > 0 && all.findIndex((other) => sameSkill(other, skill)) === index);

/** Two choices of skills are the same when they hold the same skills, whatever the order and spelling. */
export const sameSkills = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((skill) => b.some((other) => sameSkill(skill, other)));

/**
 * What a list's needed skills make of an entry's key skills: the key skills it needs (in the entry's order, to
 * highlight) and how many of the needed skills the entry has ('3 of 4 needed skills').
 */
export const neededSkillsOf = (
  keySkills: readonly string[],
  needed: readonly string[],
): { readonly matching: string[]; readonly covered: number; readonly of: number } => ({
  matching: keySkills.filter((skill) => needed.some((n) => sameSkill(n, skill))),
  covered: needed.filter((n) => keySkills.some((skill) => sameSkill(n, skill))).length,
  of: needed.length,
});

/**
 * What a list needs: the key skills of the request it is tied to, then the skills named on the list, each once (the
 * request's spelling first).
 */
export const listNeededSkills = (listSkills: readonly string[], requestKeySkills: readonly string[]): string[] =>
  distinctSkills([...requestKeySkills, ...listSkills]);

type Period = { readonly startPeriod: string; readonly endPeriod: string };

/** The comparison's period: the one chosen, else the tied request's; none when neither is known. */
export const comparisonPeriodOf = (
  chosen: Partial<Period>,
  request: { readonly periodFrom: string; readonly periodTo: string } | null,
): Partial<Period> =>
  chosen.startPeriod !== undefined || chosen.endPeriod !== undefined || request === null
    ? chosen
    : { startPeriod: request.periodFrom, endPeriod: request.periodTo };
