import type pg from 'pg';

/** A complete card as the editor sends it, built on the reference data of the test database. */
export const cardPayload = async (pool: pg.Pool, overrides: { surname?: string; name?: string } = {}) => {
  const ref = await pool.query(`
    select (select id from categories where slug = 'development' and kind = 'specialist') as development,
           (select id from categories where slug = 'backend' and kind = 'specialist') as backend,
           (select id from specializations where title = 'Java Developer') as java_developer,
           (select id from cities where country_code = 'DE' order by rank limit 1) as berlin,
           (select id from key_skills where lower(title) = 'java') as java`);
  const r = ref.rows[0];
  return {
    shared: {
      gender: 'f',
      birthDate: '1990-04-12',
      phone: '+491701234567',
      email: 'anna.schmidt@example.test',
      countryCode: 'DE',
      cityId: r.berlin,
      categories: [r.development],
      subcategories: [r.backend],
      specializationId: r.java_developer,
      grade: 'senior',
      keySkills: [
        { id: r.java, title: 'Java' },
        { id: null, title: 'Payments domain' },
      ],
      languages: [{ language: 'en', level: 'C1' }],
    },
    texts: {
      en: {
        surname: overrides.surname ?? 'Schmidt',
        name: overrides.name ?? 'Anna',
        description: 'Backend engineer with ten years in payments.',
        projects: [
          {
            id: 'new-1',
            title: 'Card payments platform',
            role: 'Tech lead',
            description: 'Built the authorisation service.',
            start: '2021-01-01',
            untilNow: true,
          },
        ],
        education: [
          {
            id: 'new-2',
            school: 'TU Berlin',
            degree: 'Master',
            fieldOfStudy: 'Computer Science',
            endDate: '2014-07-01',
          },
        ],
        certificates: [],
      },
    },
    workingConditions: { hourPrice: 40, workFormats: ['full-time'], engagementTypes: [], readyForRelocation: false },
    agencyReservations: [
      { startPeriod: '2027-03-01', endPeriod: '2027-03-31' },
      { startPeriod: '2027-03-20', endPeriod: '2027-04-10' },
    ],
  };
};
