import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { streamOf } from '../../../application/specialist/specialistPorts';
import { completeContent } from '../../support/specialistFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The public catalogue (`catalog_cards`): a card is there exactly while it is published, with the denormalised columns
 * the catalogue filters, sorts and searches by, its catalogue price (the agency's rate and the platform's fee), and
 * the published-specialist counts of the categories it is in.
 */
describe('catalog_cards projection', () => {
  let spec: ProjectionSpecification;
  const agencyId = randomUUID();
  const survivorId = randomUUID();
  let reference: {
    specializationId: string;
    specializationTitle: string;
    cityId: string;
    cityName: string;
    skills: { id: string; title: string }[];
  };

  beforeAll(async () => {
    spec = await projectionSpecification((event) => streamOf((event as SpecialistEvent).data.specialistId));
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'agency', 'Agency Ltd'), ($2, 'agency', 'Survivor Ltd')`,
      [agencyId, survivorId],
    );
    const one = async <T>(sql: string) => (await spec.pool.query<T & object>(sql)).rows;
    const [specialization] = await one<{ id: string; title: string }>(
      `select id, title from specializations where lower(title) = 'java developer'`,
    );
    const [city] = await one<{ id: string; name: string }>(
      `select id, name from cities where country_code = 'DE' order by rank limit 1`,
    );
    const skills = await one<{ id: string; title: string }>(
      `select id, title from key_skills where lower(title) in ('java', 'kotlin') order by title`,
    );
    reference = {
      specializationId: specialization!.id,
      specializationTitle: specialization!.title,
      cityId: city!.id,
      cityName: city!.name,
      skills,
    };
  });
  afterAll(() => spec.close());

  /** A category tree of its own for each specification, so the counts it reads are its card's alone. */
  const newCategories = async () => {
    const slug = () => `spec-${randomUUID()}`;
    const insert = async (parentId: string | null) =>
      (
        await spec.pool.query<{ id: string }>(
          `insert into categories (kind, slug, title, parent_id, sort_order)
           select 'specialist', $1, 'Category', $2, coalesce(max(sort_order), 0) + 1 from categories where kind = 'specialist'
           returning id`,
          [slug(), parentId],
        )
      ).rows[0]!.id;
    const development = await insert(null);
    return { development, backend: await insert(development), design: await insert(null) };
  };
  const countsOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await spec.pool.query<{ id: string; n: number }>(
          'select id, published_specialists_count as n from categories where id = any($1::uuid[])',
          [ids],
        )
      ).rows.map((r) => [r.id, r.n]),
    );

  /** The fixture's card with the reference ids the catalogue keeps (it drops what is not an id). */
  const contentIn = (
    categories: string[],
    subcategories: string[],
    change: Partial<SpecialistContent['shared']> = {},
  ) =>
    ({
      ...completeContent,
      shared: {
        ...completeContent.shared,
        specializationId: reference.specializationId,
        cityId: reference.cityId,
        categories,
        subcategories,
        keySkills: reference.skills.filter((s) => s.title === 'Java'),
        ...change,
      },
    }) satisfies SpecialistContent;

  const at = (n: number) => new Date(Date.UTC(2026, 10, 2, 8 + n));
  const agency = (n: number): EventMetadata => ({ actorId: 'agency-user', actorRole: 'partner', at: at(n) });
  const manager = (n: number): EventMetadata => ({ actorId: 'manager-user', actorRole: 'manager', at: at(n) });
  const review = (verified: boolean) => ({ verified, hrReview: '', hrReviewDate: null, forEarlierVersion: false });

  const card = (specialistId: string) => ({
    sentToReview: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'SpecialistSentToReview',
      data: { specialistId, agencyId, content },
      metadata: agency(n),
    }),
    draftSaved: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'SpecialistDraftSaved',
      data: { specialistId, agencyId, content },
      metadata: agency(n),
    }),
    published: (n: number, content: SpecialistContent, verified = true): SpecialistEvent => ({
      type: 'SpecialistPublished',
      data: { specialistId, content, review: review(verified) },
      metadata: manager(n),
    }),
    edited: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'PublishedSpecialistEdited',
      data: { specialistId, content },
      metadata: agency(n),
    }),
    savedByManager: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'SpecialistSavedByManager',
      data: { specialistId, content, review: review(true) },
      metadata: manager(n),
    }),
    blocked: (n: number): SpecialistEvent => ({
      type: 'SpecialistBlocked',
      data: { specialistId, reason: 'Duplicate of another card' },
      metadata: manager(n),
    }),
    move: (type: 'SpecialistDeactivated' | 'SpecialistArchived' | 'SpecialistHidden', n: number): SpecialistEvent => ({
      type,
      data: { specialistId },
      metadata: type === 'SpecialistHidden' ? manager(n) : agency(n),
    }),
    transferred: (n: number): SpecialistEvent => ({
      type: 'SpecialistOwnershipTransferred',
      data: { specialistId, fromAgencyId: agencyId, toAgencyId: survivorId, mergeId: randomUUID() },
      metadata: manager(n),
    }),
  });

  /** A card published by a manager after its agency sent it to review (two appends, as two commands). */
  const publishedCard = async (content: SpecialistContent, verified = true) => {
    const id = randomUUID();
    await spec.append([card(id).sentToReview(1, content)]);
    await spec.append([card(id).published(2, content, verified)]);
    return id;
  };

  it('a draft and a card under review are not in the catalogue, and count in no category', async () => {
    const id = randomUUID();
    const tree = await newCategories();
    const content = contentIn([tree.development], [tree.backend]);
    await spec.givenEvents([card(id).draftSaved(1, content)]).thenRows('catalog_cards', [], { id });
    await spec.givenEvents([card(id).sentToReview(2, content)]).thenRows('catalog_cards', [], { id });
    expect(await countsOf([tree.development, tree.backend])).toEqual({ [tree.development]: 0, [tree.backend]: 0 });
  });

  it('a published card enters with the columns the catalogue filters, sorts and searches by', async () => {
    const id = randomUUID();
    const tree = await newCategories();
    const content = contentIn([tree.development], [tree.backend]);
    await spec.append([card(id).sentToReview(1, content)]);
    await spec.givenEvents([card(id).published(2, content)]).thenRows(
      'catalog_cards',
      [
        {
          agency_id: agencyId,
          name: 'Anna',
          surname: 'Schmidt',
          specialization_id: reference.specializationId,
          specialization_title: reference.specializationTitle,
          grade: 'senior',
          category_ids: [tree.development],
          subcategory_ids: [tree.backend],
          key_skill_ids: [reference.skills.find((s) => s.title === 'Java')!.id],
          key_skill_titles: ['Java'],
          country_code: 'DE',
          city_id: reference.cityId,
          city_name: reference.cityName,
          languages: ['en:C1'],
          language_codes: ['en'],
          work_formats: ['full-time'],
          gender: 'f',
          birth_date: new Date('1990-04-12T00:00:00Z'),
          // Projects since January 2021, until now: 70 months at the publication in November 2026.
          experience_months: 70,
          // The agency's $45.00 and the platform's 25% fee, rounded up to a whole dollar.
          catalog_price_cents: 5700,
          unavailable: '{}',
          verified: true,
          published_at: at(2),
          updated_at: at(2),
          available_now: true,
        },
      ],
      { id },
    );
    expect(await countsOf([tree.development, tree.backend, tree.design])).toEqual({
      [tree.development]: 1,
      [tree.backend]: 1,
      [tree.design]: 0,
    });
    const searched = await spec.pool.query(
      `select id from catalog_cards where id = $1 and search_title @@ plainto_tsquery('simple', 'java developer')
         and search @@ plainto_tsquery('simple', 'authorisation service')`,
      [id],
    );
    expect(searched.rows, 'found by its title and by its projects').toHaveLength(1);
  });

  it('references that are not ids (a free-typed specialization, skill or city) are left out of the filters', async () => {
    const id = await publishedCard(
      contentIn([], [], {
        specializationId: 'java-developer',
        cityId: 'Potsdam',
        keySkills: [{ id: 'x', title: 'Go' }],
      }),
    );
    await spec.givenEvents([]).thenRows(
      'catalog_cards',
      [
        {
          specialization_id: null,
          specialization_title: '',
          city_id: null,
          key_skill_ids: [],
          key_skill_titles: ['Go'],
        },
      ],
      { id },
    );
  });

  it("the agency's edit rewrites the card in place, keeps its publication time and takes off the verified mark", async () => {
    const tree = await newCategories();
    const id = await publishedCard(contentIn([tree.development], [tree.backend]));
    const edit = contentIn([tree.design], [], {
      grade: 'lead',
      keySkills: reference.skills,
    });
    await spec
      .givenEvents([
        card(id).edited(3, {
          ...edit,
          texts: { en: { ...edit.texts.en, surname: 'Meyer' } },
          workingConditions: { ...edit.workingConditions, hourPriceCents: 8_000 },
        }),
      ])
      .thenRows(
        'catalog_cards',
        [
          {
            surname: 'Meyer',
            grade: 'lead',
            category_ids: [tree.design],
            subcategory_ids: [],
            key_skill_titles: ['Java', 'Kotlin'],
            catalog_price_cents: 10_000,
            verified: false,
            published_at: at(2),
            updated_at: at(3),
          },
        ],
        { id },
      );
    expect(await countsOf([tree.development, tree.backend, tree.design]), 'the card moved to design').toEqual({
      [tree.development]: 0,
      [tree.backend]: 0,
      [tree.design]: 1,
    });
    const skills = await spec.pool.query('select skill_id from catalog_card_skills where card_id = $1', [id]);
    expect(skills.rows, 'the skill filter finds it by both skills').toHaveLength(2);
    await spec
      .givenEvents([card(id).savedByManager(4, edit)])
      .thenRows('catalog_cards', [{ verified: true, surname: 'Schmidt', published_at: at(2) }], { id });
  });

  it("the price follows the platform's fee in force when the card is written", async () => {
    const id = randomUUID();
    await spec.append([card(id).sentToReview(1, contentIn([], []))]);
    await spec.seed('update platform_settings set service_fee_basis_points = 1000');
    try {
      await spec
        .givenEvents([card(id).published(2, contentIn([], []))])
        .thenRows('catalog_cards', [{ catalog_price_cents: 5000 }], { id });
    } finally {
      await spec.seed('update platform_settings set service_fee_basis_points = 2500');
    }
  });

  it("the agency's 'not available' periods are kept, and a card unavailable today is not available now", async () => {
    const { rows } = await spec.pool.query<{ today: string; later: string }>(
      `select day::text as today, (day + 30)::text as later from catalog_availability_day`,
    );
    const { today, later } = rows[0]!;
    const id = await publishedCard({
      ...contentIn([], []),
      agencyReservations: [{ startPeriod: today, endPeriod: later }],
    });
    const { rows: period } = await spec.pool.query<{ range: string }>(
      `select datemultirange(daterange($1::date, $2::date, '[]'))::text as range`,
      [today, later],
    );
    await spec
      .givenEvents([])
      .thenRows('catalog_cards', [{ unavailable: period[0]!.range, available_now: false }], { id });
  });

  it('hidden, blocked, deactivated or archived, a card leaves the catalogue and its categories; published again, it returns', async () => {
    for (const leave of [
      (id: string) => card(id).move('SpecialistHidden', 3),
      (id: string) => card(id).blocked(3),
      (id: string) => card(id).move('SpecialistDeactivated', 3),
      (id: string) => card(id).move('SpecialistArchived', 3),
    ]) {
      const tree = await newCategories();
      const content = contentIn([tree.development], [tree.backend]);
      const id = await publishedCard(content);
      await spec.givenEvents([leave(id)]).thenRows('catalog_cards', [], { id });
      expect(await countsOf([tree.development, tree.backend])).toEqual({ [tree.development]: 0, [tree.backend]: 0 });
      const left = await spec.pool.query('select 1 from catalog_card_skills where card_id = $1', [id]);
      expect(left.rows, 'no skill row is left behind').toHaveLength(0);
    }
    const tree = await newCategories();
    const content = contentIn([tree.development], [tree.backend]);
    const id = await publishedCard(content);
    await spec.append([card(id).move('SpecialistHidden', 3)]);
    await spec
      .givenEvents([card(id).published(4, content)])
      .thenRows('catalog_cards', [{ published_at: at(4) }], { id });
    expect(await countsOf([tree.development, tree.backend])).toEqual({ [tree.development]: 1, [tree.backend]: 1 });
  });

  it('a draft saved while the card is out of the catalogue writes nothing there', async () => {
    const tree = await newCategories();
    const content = contentIn([tree.development], []);
    const id = await publishedCard(content);
    await spec.append([card(id).move('SpecialistDeactivated', 3)]);
    await spec.givenEvents([card(id).draftSaved(4, content)]).thenRows('catalog_cards', [], { id });
    expect(await countsOf([tree.development])).toEqual({ [tree.development]: 0 });
  });

  it('a merge shows the published card under the surviving agency, in the same categories and the same place', async () => {
    const tree = await newCategories();
    const id = await publishedCard(contentIn([tree.development], []));
    // The merge is no change of the card: it keeps its place in the best order (the most recently changed first).
    await spec
      .givenEvents([card(id).transferred(3)])
      .thenRows('catalog_cards', [{ agency_id: survivorId, published_at: at(2), updated_at: at(2) }], { id });
    expect(await countsOf([tree.development])).toEqual({ [tree.development]: 1 });
  });
});
