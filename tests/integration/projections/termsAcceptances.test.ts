import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TermsAcceptanceEvent } from '../../../domain/content/terms';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The auditor's record of consent: who accepted which terms version, when, from where and through which channel. */
describe('terms_acceptances projection', () => {
  let spec: ProjectionSpecification;
  const versionId = randomUUID();
  const at = new Date('2026-11-02T10:00:00Z');

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `terms-${(event as TermsAcceptanceEvent).data.userId}`);
    await spec.seed(
      `insert into terms_versions (id, number, content, effective_from, created_at, updated_at)
       values ($1, 9001, '{}', '2026-10-01T00:00:00Z', now(), now())`,
      [versionId],
    );
  });
  afterAll(() => spec.close());

  const accepted = (userId: string, when: Date, channel: 'modal' | 'registration'): TermsAcceptanceEvent => ({
    type: 'TermsAccepted',
    data: { userId, versionId, address: '203.0.113.7', userAgent: 'Firefox', channel },
    metadata: { actorId: userId, actorRole: 'client', at: when },
  });

  it('an acceptance is recorded with its time, address, browser and channel', async () => {
    const userId = randomUUID();
    await spec.givenEvents([accepted(userId, at, 'registration')]).thenRows(
      'terms_acceptances',
      [
        {
          version_id: versionId,
          accepted_at: at,
          address: '203.0.113.7',
          user_agent: 'Firefox',
          channel: 'registration',
        },
      ],
      { user_id: userId },
    );
  });

  it('accepting the same version again keeps the first acceptance', async () => {
    const userId = randomUUID();
    await spec
      .givenEvents([accepted(userId, at, 'modal'), accepted(userId, new Date('2026-11-05T10:00:00Z'), 'modal')])
      .thenRows('terms_acceptances', [{ accepted_at: at }], { user_id: userId });
  });
});
