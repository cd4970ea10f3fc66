import { faker } from '@faker-js/faker/locale/en';
import { describe, expect, it } from 'vitest';
import { cardContent, type Reference } from '../../../adapters/demo/demoSpecialists';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import { experienceMonthsOf } from '../../../domain/specialist/experience';

const reference: Reference = {
  specializations: [
    {
      id: 'backend',
      title: 'Backend Developer',
      categoryId: 'development',
      parentId: null,
      skills: ['Java', 'Spring', 'PostgreSQL', 'Kafka', 'Docker'].map((title) => ({ id: title, title })),
    },
  ],
  cities: [{ id: 'berlin', countryCode: 'DE' }],
  languages: ['de', 'pl'],
  industries: ['fintech', 'retail'],
  engagementTypes: ['staff_augmentation'],
};

/**
 * The demo cards tell one story: the years the about text claims, the months of project work the card and its PDF
 * show, and the education all agree (a Lead with '9+ years' once showed '8 mo of project work').
 */
describe('the demo specialists', () => {
  it('claim as many years as their projects span, with the studies finished before the first project', () => {
    faker.seed(20261122);
    const now = new Date();
    for (let i = 0; i < 200; i++) {
      const content = cardContent(reference, i);
      const claimed = Number(/with (\d+)\+ years/.exec(content.texts.en.description)?.[1]);
      const months = experienceMonthsOf(content as unknown as SpecialistContent, now);
      const where = `card ${i} (${content.shared.grade}, ${claimed}+ years, ${months} months)`;
      expect(claimed, where).toBeGreaterThan(0);
      expect(months, where).toBeGreaterThanOrEqual(claimed * 12);
      expect(months, where).toBeLessThan((claimed + 1) * 12);
      const starts = content.texts.en.projects.map((p) => p.start).sort();
      for (const study of content.texts.en.education) expect(study.endDate! <= starts[0]!, where).toBe(true);
      // Projects follow one another, newest first, and none ends in the future.
      const periods = [...content.texts.en.projects].reverse();
      periods.forEach((p, n) => {
        if (p.finish) expect(p.finish >= p.start && p.finish <= now.toISOString().slice(0, 10), where).toBe(true);
        const next = periods[n + 1];
        if (next) expect(p.finish !== null && p.finish <= next.start, where).toBe(true);
      });
    }
  });
});
