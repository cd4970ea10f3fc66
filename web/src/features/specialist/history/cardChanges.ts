import type { ManagerReview, SpecialistContent } from '../../../../../domain/specialist/specialist.content';
import type { CardNames } from '../card/useCardNames';
import { formatDate, formatHourlyPrice } from '../../../kit/format';
import { changeLinesOf, listChange, same, valueChange } from '../../../kit/history/changes';
import { gradeLabelOf } from '../card/specialistLabels';

type Version = { readonly content: SpecialistContent | null; readonly review: ManagerReview };

const rowsChange = <Row extends { readonly id: string }>(
  label: string,
  before: readonly Row[],
  after: readonly Row[],
  titleOf: (row: Row) => string,
): string | null => {
  const beforeIds = new Map(before.map((row) => [row.id, row]));
  const afterIds = new Set(after.map((row) => row.id));
  const added = after.filter((row) => !beforeIds.has(row.id)).map(titleOf);
  const removed = before.filter((row) => !afterIds.has(row.id)).map(titleOf);
  const edited = after.filter((row) => beforeIds.has(row.id) && !same(beforeIds.get(row.id), row)).map(titleOf);
  const parts = [
    added.length > 0 ? `added ${added.join(', ')}` : null,
    removed.length > 0 ? `removed ${removed.join(', ')}` : null,
    edited.length > 0 ? `changed ${edited.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length === 0 ? null : `${label}: ${parts.join('; ')}`;
};

const genderWord = (gender: 'm' | 'f' | null) => (gender === 'f' ? 'female' : gender === 'm' ? 'male' : 'not stated');
const quoted = (text: string, fallback: string) => (text ? `“${text}”` : fallback);

/** What an event changed in a card, as sentences a manager reads in the history. */
export const describeChanges = (before: Version | null, after: Version, names: CardNames): string[] => {
  const a = after.content;
  const b = before?.content ?? null;
  if (!a) return [];
  if (!b) return ['The card was created with its first content'];
  const ta = a.texts.en;
  const tb = b.texts.en;
  const changes: (string | null)[] = [
    valueChange('Last name', tb.surname, ta.surname),
    valueChange('First name', tb.name, ta.name),
    valueChange('Middle name', tb.middleName, ta.middleName),
    a.shared.photoId === b.shared.photoId ? null : 'Photo changed',
    valueChange('Gender', genderWord(b.shared.gender), genderWord(a.shared.gender)),
    valueChange(
      'Date of birth',
      b.shared.birthDate ? formatDate(b.shared.birthDate) : '',
      a.shared.birthDate ? formatDate(a.shared.birthDate) : '',
    ),
    valueChange(
      'Country',
      b.shared.countryCode ? names.country(b.shared.countryCode) : '',
      a.shared.countryCode ? names.country(a.shared.countryCode) : '',
    ),
    a.shared.cityId === b.shared.cityId
      ? null
      : `City changed to ${a.shared.cityId ? names.city(a.shared.cityId) : 'none'}`,
    valueChange('Phone', b.shared.phone, a.shared.phone),
    valueChange('E-mail', b.shared.email, a.shared.email),
    same(a.shared.socialLinks, b.shared.socialLinks) ? null : 'Social links changed',
    valueChange(
      'Role',
      b.shared.specializationId ? names.specialization(b.shared.specializationId) : '',
      a.shared.specializationId ? names.specialization(a.shared.specializationId) : '',
    ),
    valueChange(
      'Grade',
      b.shared.grade ? gradeLabelOf(b.shared.grade) : '',
      a.shared.grade ? gradeLabelOf(a.shared.grade) : '',
    ),
    listChange('Categories', b.shared.categories.map(names.category), a.shared.categories.map(names.category)),
    listChange('Subcategories', b.shared.subcategories.map(names.category), a.shared.subcategories.map(names.category)),
    listChange(
      'Key skills',
      b.shared.keySkills.map((s) => s.title),
      a.shared.keySkills.map((s) => s.title),
    ),
    listChange('Domains', b.shared.workIndustries.map(names.industry), a.shared.workIndustries.map(names.industry)),
    listChange(
      'Languages',
      b.shared.languages.map((l) => `${names.language(l.language)} ${l.level}`.trim()),
      a.shared.languages.map((l) => `${names.language(l.language)} ${l.level}`.trim()),
    ),
    ta.description === tb.description ? null : 'BIO rewritten',
    rowsChange('Projects', tb.projects, ta.projects, (p) => quoted(p.title, 'an untitled project')),
    rowsChange('Education', tb.education, ta.education, (e) => quoted(e.school, 'an unnamed school')),
    rowsChange('Certificates', tb.certificates, ta.certificates, (c) => quoted(c.title, 'an untitled certificate')),
    a.workingConditions.hourPriceCents === b.workingConditions.hourPriceCents
      ? null
      : `Agency rate: ${formatHourlyPrice(b.workingConditions.hourPriceCents)} → ${formatHourlyPrice(a.workingConditions.hourPriceCents)}`,
    listChange('Work formats', b.workingConditions.workFormats, a.workingConditions.workFormats),
    a.workingConditions.hoursPerWeek === b.workingConditions.hoursPerWeek
      ? null
      : `Hours per week: ${b.workingConditions.hoursPerWeek} → ${a.workingConditions.hoursPerWeek}`,
    listChange(
      'Engagement types',
      b.workingConditions.engagementTypes.map(names.engagementType),
      a.workingConditions.engagementTypes.map(names.engagementType),
    ),
    a.workingConditions.readyForRelocation === b.workingConditions.readyForRelocation
      ? null
      : 'Readiness for relocation changed',
    a.workingConditions.businessTrips === b.workingConditions.businessTrips
      ? null
      : 'Readiness for business trips changed',
    a.workingConditions.teamOnlyReserve === b.workingConditions.teamOnlyReserve
      ? null
      : 'Team-only availability changed',
    listChange(
      'Not-available periods',
      b.agencyReservations.map((r) => `${formatDate(r.startPeriod)} – ${formatDate(r.endPeriod)}`),
      a.agencyReservations.map((r) => `${formatDate(r.startPeriod)} – ${formatDate(r.endPeriod)}`),
    ),
    after.review.verified === (before?.review.verified ?? false)
      ? null
      : after.review.verified
        ? 'Marked as a verified specialist'
        : 'Verified mark removed',
    after.review.hrReview === (before?.review.hrReview ?? '') ? null : 'Manager review rewritten',
  ];
  return changeLinesOf(changes);
};
