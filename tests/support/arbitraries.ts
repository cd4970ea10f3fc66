import fc from 'fast-check';

/** Generated data for property tests; never Math.random(). */
const latinSymbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export const allowedPasswordCharacter = fc.constantFrom(...latinSymbols.split(''));

export const validPassword = fc.string({ unit: allowedPasswordCharacter, minLength: 8, maxLength: 128 });

/** Strings holding at least one character the password rule forbids (space, Cyrillic, emoji, control). */
export const passwordWithForbiddenCharacter = fc
  .tuple(
    fc.string({ unit: allowedPasswordCharacter, minLength: 4, maxLength: 40 }),
    fc.constantFrom(' ', 'ж', 'é', '😀', '\n', '\t', '€'),
    fc.string({ unit: allowedPasswordCharacter, minLength: 4, maxLength: 40 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

export const personName = fc
  .tuple(fc.constantFrom('Anna', 'Jean-Luc', "O'Neil", 'Zoë', 'Łukasz', 'Mary Ann', 'D`Arcy', 'Иван'), fc.nat(50))
  .map(([name]) => name);

export const emailAddress = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/), fc.constantFrom('example.test', 'agency.test', 'corp.example'))
  .map(([local, domain]) => `${local}@${domain}`);

export const companyType = fc.constantFrom('client' as const, 'agency' as const);

export const registration = fc.record({
  companyType,
  companyName: fc.stringMatching(/^[A-Z][a-z]{2,20}( [A-Z][a-z]{2,12})?$/),
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  password: validPassword,
  acceptTerms: fc.constant(true as const),
});

export const instant = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/**
 * What a shortlist holds: specialists and agencies' teams (a team is one entry), each subject at most once, in the
 * order they were saved.
 */
export const shortlistSubjects = fc.uniqueArray(
  fc.oneof(
    fc.record({
      kind: fc.constant('specialist' as const),
      specialistId: fc.constantFrom('s1', 's2', 's3', 's4', 's5'),
    }),
    fc.record({ kind: fc.constant('team' as const), teamId: fc.constantFrom('t1', 't2', 't3') }),
  ),
  {
    minLength: 1,
    maxLength: 5,
    selector: (subject) => (subject.kind === 'team' ? `team ${subject.teamId}` : `specialist ${subject.specialistId}`),
  },
);
