import { describe, expect, it } from 'vitest';
import { SpecialistContentInput } from '../../../application/specialist/schemas';
import { normalizeSavePayload, toSpecialistContent } from '../../../application/specialist/savePayload';
import {
  contentOfValues,
  emptyCardValues,
  emptyProject,
  isCardField,
  valuesOfCard,
} from '../../../web/src/features/specialist/form/formValues';
import { stepProgress, stepsWithErrors } from '../../../web/src/features/specialist/form/steps';

const filledValues = () => {
  const values = emptyCardValues();
  values.texts.en.surname = 'Schmidt';
  values.texts.en.name = 'Anna';
  values.shared.countryCode = 'DE';
  values.shared.cityId = 'city-1';
  values.workingConditions.hourPrice = '40';
  values.workingConditions.workFormats = ['part-time'];
  values.workingConditions.hoursPerWeek = '20';
  values.workingConditions.readyForRelocation = 'no';
  values.texts.en.projects = [
    {
      ...emptyProject(),
      title: 'Payments',
      role: 'Backend',
      description: 'Card payments',
      start: '2023-01-01',
      untilNow: true,
    },
  ];
  return values;
};

describe('the editor values', () => {
  it('become the save payload the server takes: dollars as digits, empty dates as null, relocation as a boolean', () => {
    const content = SpecialistContentInput.parse(contentOfValues(filledValues()));
    expect(content.workingConditions).toMatchObject({
      hourPrice: 40,
      hoursPerWeek: 20,
      readyForRelocation: false,
      workFormats: ['part-time'],
    });
    expect(content.shared.birthDate).toBeNull();
    expect(content.texts.en.projects[0]).toMatchObject({ title: 'Payments', finish: null, untilNow: true });
  });

  it('round-trip through a stored card unchanged', () => {
    const stored = toSpecialistContent(
      normalizeSavePayload(SpecialistContentInput.parse(contentOfValues(filledValues())), () => 'row-1'),
    );
    const again = valuesOfCard(stored, {
      verified: true,
      hrReview: 'Strong',
      hrReviewDate: '2026-11-01',
      forEarlierVersion: false,
    });
    expect(again.workingConditions).toMatchObject({ hourPrice: '40', hoursPerWeek: '20', readyForRelocation: 'no' });
    expect(again.texts.en.projects[0]).toMatchObject({ id: 'row-1', title: 'Payments', finish: '', untilNow: true });
    expect(again.review).toEqual({ verified: true, hrReview: 'Strong' });
    expect(SpecialistContentInput.parse(contentOfValues(again))).toEqual(
      SpecialistContentInput.parse(contentOfValues({ ...filledValues(), texts: again.texts })),
    );
  });

  it('start a new card with English as the first language row', () => {
    expect(emptyCardValues().shared.languages).toEqual([{ language: 'en', level: '' }]);
  });

  it('count progress from the seeds fields of each step', () => {
    expect(stepProgress('personal', emptyCardValues())).toBe(0);
    expect(stepProgress('personal', filledValues())).toBe(80); // surname, name, country, city; no photo
    expect(stepProgress('conditions', filledValues())).toBe(75); // rate, formats, relocation; no engagement types
  });

  it('hold the server issues of the content and the review at their fields', () => {
    expect(
      [
        'shared.photoId',
        'texts.en.projects.0.title',
        'workingConditions.hourPrice',
        'agencyReservations.1.endPeriod',
        'review.hrReview',
      ].every(isCardField),
    ).toBe(true);
    expect(['specialistId', 'version', 'content', 'shared'].some(isCardField)).toBe(false);
  });

  it('mark the steps that hold errors', () => {
    expect(
      [
        ...stepsWithErrors({
          texts: { en: { surname: 'Required field', projects: [{ title: 'Required field' }] } },
          workingConditions: { hourPrice: 'x' },
        }),
      ].sort(),
    ).toEqual([0, 2, 4]);
  });
});
