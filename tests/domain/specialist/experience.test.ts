import { describe, expect, it } from 'vitest';
import { experienceMonthsOf } from '../../../domain/specialist/experience';
import { eventTypes, statusAfter } from '../../../domain/specialist/specialist.state';
import { completeContent } from '../../support/specialistFixtures';

const withProjects = (projects: { start: string; finish: string | null; untilNow: boolean }[]) => ({
  ...completeContent,
  texts: {
    en: {
      ...completeContent.texts.en,
      projects: projects.map((p, i) => ({ ...completeContent.texts.en.projects[0]!, id: `p${i}`, ...p })),
    },
  },
});

describe('experience in the catalogue', () => {
  const at = new Date('2026-11-02T09:00:00Z');

  it('spans from the first project start to the last finish, in whole months', () => {
    expect(
      experienceMonthsOf(
        withProjects([
          { start: '2020-03-01', finish: '2021-01-31', untilNow: false },
          { start: '2021-02-01', finish: '2023-03-31', untilNow: false },
        ]),
        at,
      ),
    ).toBe(36);
  });

  it('runs to the given moment for a project still going on, and is zero without projects', () => {
    expect(experienceMonthsOf(withProjects([{ start: '2025-11-15', finish: null, untilNow: true }]), at)).toBe(12);
    expect(experienceMonthsOf(withProjects([]), at)).toBe(0);
  });
});

describe('the facts of a card', () => {
  it('every kind of event says the status it leaves the card in; the projections listen to all of them', () => {
    expect(Object.keys(statusAfter)).toEqual([...eventTypes]);
    expect(eventTypes).toHaveLength(13);
  });
});
