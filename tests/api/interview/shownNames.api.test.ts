import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicNameSql } from '../../../adapters/postgres/publicNameSql';
import { publicNameOf, surnameInitialOf } from '../../../domain/specialist/publicName';
import { specialistOnProject } from '../../support/actFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

const NAME = 'Anna';
const SURNAME = 'van Dijk';
const FULL = `${NAME} ${SURNAME}`;

/**
 * Issue 36: a client typed a candidate's surname letter by letter into its lists' search and rebuilt the whole of it,
 * though its pages show only the first name and an initial; and a surname of two words was shortened one way in the
 * candidate list and another in the catalogue. A client's search now matches only what the client is shown, the one
 * shortening everywhere; staff still search full names.
 */
describe('the name a client is shown, and what its searches match', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;
  let clientId: string;
  let candidateId: string;
  let specialistId: string;
  let actId: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    ({ candidateId, specialistId } = await specialistOnProject(app, { client, agency, manager }, SURNAME, { clock }));
    // On 1 December the agency bills November and the platform sends the act to the client.
    clock.set(new Date('2026-12-01T09:00:00Z'));
    ({ client, agency, manager } = await app.demoTokens());
    clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId;
    const created = await app.api.post(
      '/api/agency/act/create',
      { candidateId, month: '2026-11', hours: 100 },
      { token: agency },
    );
    expect(created.status).toBe(200);
    actId = created.body.data.id as string;
    expect((await app.api.post('/api/agency/act/send', { id: actId }, { token: agency })).status).toBe(200);
    expect((await app.api.post('/admin/api/act/send-to-client', { id: actId }, { token: manager })).status).toBe(200);
  }, 120_000);
  afterAll(() => app?.stop());

  const searchOf = (search: string) => new URLSearchParams(search ? { search } : {}).toString();
  const clientCandidates = async (search: string): Promise<{ id: string; specialistName: string }[]> => {
    const answer = await app.api.get(`/api/specialist-request/list/${clientId}?${searchOf(search)}`, { token: client });
    expect(answer.status).toBe(200);
    return answer.body.data.items;
  };
  const clientActs = async (search: string): Promise<{ id: string; specialist: { name: string } }[]> => {
    const answer = await app.api.get(`/api/client/act/list?${searchOf(search)}`, { token: client });
    expect(answer.status).toBe(200);
    return answer.body.data.items;
  };
  /** What the catalogue shows anyone of the specialist. */
  const catalogueName = async (): Promise<string> => {
    const card = (await app.api.get(`/api/specialist-catalog/info/${specialistId}`, { token: client })).body.data;
    return `${card.name} ${card.surnameInitial}`;
  };
  /** Every piece a client could type while rebuilding the name: each prefix of it, and each piece of the surname. */
  const probes = [
    ...Array.from({ length: FULL.length }, (_, i) => FULL.slice(0, i + 1)),
    ...Array.from({ length: SURNAME.length }, (_, i) => SURNAME.slice(i)),
    'Dijk',
    'van D',
  ]
    .map((p) => p.trim())
    .filter(Boolean);

  it('names a specialist with a surname of two words the same way in the catalogue, the candidate list and the acts', async () => {
    const shown = await catalogueName();
    expect(shown).not.toContain('Dijk');
    const [candidate] = (await clientCandidates('')).filter((c) => c.id === candidateId);
    expect(candidate?.specialistName).toBe(shown);
    const act = (await app.api.get(`/api/client/act/info/${actId}`, { token: client })).body.data;
    expect(act.specialist.name).toBe(shown);
  });

  it("finds a client's candidate and act by what the client is shown, and by nothing more of the surname", async () => {
    const shown = (await catalogueName()).toLowerCase();
    for (const probe of probes) {
      const expected = shown.includes(probe.toLowerCase());
      const candidates = (await clientCandidates(probe)).some((c) => c.id === candidateId);
      const acts = (await clientActs(probe)).some((a) => a.id === actId);
      expect({ probe, candidates, acts }).toEqual({ probe, candidates: expected, acts: expected });
    }
    // What the client is shown finds the candidate, typed whole.
    expect((await clientCandidates(await catalogueName())).map((c) => c.id)).toContain(candidateId);
  });

  it('shortens every name one way: the surname to its first letter, in the application and in the SQL a search matches', async () => {
    const names = [
      { name: 'Anna', surname: 'van Dijk', shown: 'Anna v.' },
      { name: 'María', surname: 'García López', shown: 'María G.' },
      { name: 'Mary Ann', surname: 'Smith', shown: 'Mary Ann S.' },
      { name: ' Ölga ', surname: ' Øster ', shown: 'Ölga Ø.' },
      { name: 'Anna', surname: '', shown: 'Anna' },
      { name: '', surname: 'Smith', shown: 'S.' },
    ];
    for (const { name, surname, shown } of names) {
      expect(publicNameOf({ name, surname })).toBe(shown);
      expect(`${name.trim()} ${surnameInitialOf(surname)}`.trim()).toBe(shown);
      const { rows } = await app.pool.query<{ shown: string }>(
        `select ${publicNameSql('$1::text', '$2::text')} as shown`,
        [name, surname],
      );
      expect(rows[0]?.shown).toBe(shown);
    }
  });

  it('lets staff search the full surname', async () => {
    const managerList = await app.api.get(`/admin/api/candidate/list?${searchOf('Dijk')}`, { token: manager });
    expect(managerList.body.data.items.map((c: { id: string }) => c.id)).toContain(candidateId);
    const managerActs = await app.api.get(`/admin/api/act/list?${searchOf('van Dijk')}`, { token: manager });
    expect(managerActs.body.data.items.map((a: { id: string }) => a.id)).toContain(actId);
    expect(managerList.body.data.items.find((c: { id: string }) => c.id === candidateId).specialistName).toBe(FULL);
  });
});
