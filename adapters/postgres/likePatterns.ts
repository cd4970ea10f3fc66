/**
 * Text a user typed, made safe for LIKE: `%`, `_` and `\` stand for themselves (`\` is PostgreSQL's default LIKE
 * escape), so a search for `%` finds only what contains a percent sign. Every LIKE over user text takes its pattern here.
 */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%` in lower case: the text anywhere. */
export const containsPattern = (text: string): string => `%${likeEscaped(text.toLowerCase())}%`;

/** `text%` in lower case: the text at the start. */
export const startsWithPattern = (text: string): string => `${likeEscaped(text.toLowerCase())}%`;
