import type { TestApp } from './testApp';
import { cardPayload } from './specialistPayloads';

type Variation = {
  surname: string;
  /** The first name ('Anna' otherwise). */
  name?: string;
  specialization?: string;
  skills?: string[];
  hourPrice?: number;
  grade?: string;
  languages?: { language: string; level: string }[];
  gender?: 'm' | 'f';
  birthDate?: string;
  workFormats?: string[];
  reservations?: { startPeriod: string; endPeriod: string }[];
  description?: string;
  /** The manager's verified mark on publishing (set unless told otherwise). */
  verified?: boolean;
  /** Bookable only with a team it belongs to (`teamOnlyReserve`). */
  teamOnly?: boolean;
};

/** Publishes a card shaped by the variation (through the agency's and the manager's calls); answers its id. */
export const publishVariant = async (
  app: TestApp,
  tokens: { agency: string; manager: string },
  v: Variation,
): Promise<string> => {
  const base = await cardPayload(app.pool, { surname: v.surname, ...(v.name ? { name: v.name } : {}) });
  const ids = async (table: string, titles: string[]) =>
    (
      await app.pool.query(`select id, title from ${table} where lower(title) = any($1)`, [
        titles.map((t) => t.toLowerCase()),
      ])
    ).rows as { id: string; title: string }[];
  const specialization = v.specialization
    ? (await ids('specializations', [v.specialization]))[0]?.id
    : base.shared.specializationId;
  const skills = v.skills
    ? (await ids('key_skills', v.skills)).map((s) => ({ id: s.id, title: s.title }))
    : base.shared.keySkills;
  const content = {
    ...base,
    shared: {
      ...base.shared,
      specializationId: specialization,
      keySkills: skills,
      grade: v.grade ?? base.shared.grade,
      languages: v.languages ?? base.shared.languages,
      gender: v.gender ?? base.shared.gender,
      birthDate: v.birthDate ?? base.shared.birthDate,
    },
    texts: { en: { ...base.texts.en, description: v.description ?? base.texts.en.description } },
    workingConditions: {
      ...base.workingConditions,
      hourPrice: v.hourPrice ?? 40,
      workFormats: v.workFormats ?? ['full-time'],
      hoursPerWeek: v.workFormats?.includes('part-time') ? 20 : 0,
      teamOnlyReserve: v.teamOnly ?? false,
    },
    agencyReservations: v.reservations ?? [],
  };
  const sent = await app.api.post('/api/specialist/send-to-publish', { content }, { token: tokens.agency });
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const id = sent.body.data.specialistId as string;
  const published = await app.api.post(
    '/admin/api/specialist/publish',
    { specialistId: id, review: { verified: v.verified ?? true, hrReview: `Reviewed ${v.surname}` } },
    { token: tokens.manager },
  );
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return id;
};
