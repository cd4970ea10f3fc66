import { isoDateOf } from '../shared/dates';
import type { SpecialistContent } from './specialist.content';

/** Whole months of project work: the span from the first project's start to the last one's end (or `at`, for a project still running). */
export const experienceMonthsOf = (content: SpecialistContent, at: Date): number => {
  const projects = content.texts.en.projects.filter((p) => p.start);
  if (projects.length === 0) return 0;
  const start = projects.map((p) => p.start).sort()[0] as string;
  const end = projects
    .map((p) => (p.untilNow || !p.finish ? isoDateOf(at) : p.finish))
    .sort()
    .at(-1) as string;
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return Math.max(0, (ey - sy) * 12 + (em - sm));
};
