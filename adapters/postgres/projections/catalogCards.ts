import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type pg from 'pg';
import { catalogPriceOf, type PriceSettings } from '../../../domain/specialist/catalogPrice';
import { experienceMonthsOf } from '../../../domain/specialist/experience';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import { eventTypes } from '../../../domain/specialist/specialist.state';
import { isInCatalogue } from '../../../domain/specialist/specialist.status';
import { cents } from '../../../domain/shared/money';
import { appendReadRows, rowsOf, withAppendReads, type AppendRead, type AppendReadRows } from '../appendReads';
import { cardChangesOf, cardRowReads } from '../specialist/cardState';

type Client = pg.PoolClient;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const multirangeOf = (periods: SpecialistContent['agencyReservations']) =>
  `{${periods.map((p) => `[${p.startPeriod},${p.endPeriod}]`).join(',')}}`;

const textOf = (content: SpecialistContent) => {
  const t = content.texts.en;
  return {
    skills: content.shared.keySkills.map((s) => s.title).join(' '),
    description: t.description,
    projects: t.projects.map((p) => [p.title, p.role, p.description, p.stack].join(' ')).join(' '),
  };
};

// `before`: the categories the card counted in until now, read in the same statement (its snapshot precedes the write).
const upsert = `
  with before as (select array_cat(category_ids, subcategory_ids)::text[] as ids from catalog_cards where id = $1)
  insert into catalog_cards (id, agency_id, name, surname, photo_id, specialization_id, specialization_title, grade, category_ids, subcategory_ids,
    key_skill_ids, key_skill_titles, country_code, city_id, city_name, languages, language_codes, work_formats, gender, birth_date,
    experience_months, catalog_price_cents, unavailable, verified, published_at, search, search_title, updated_at, available_now)
  select $1, c.agency_id, $2, $3, $4, $5::uuid, coalesce((select title from specializations where id = $5::uuid), ''), $6, $7::uuid[], $8::uuid[],
    $9::uuid[], $10::text[], $11, $12::uuid, (select name from cities where id = $12::uuid), $13::text[], $14::text[], $15::text[], $16, $17::date,
    $18, $19, $20::datemultirange, $21, $22,
    setweight(to_tsvector('simple', coalesce((select title from specializations where id = $5::uuid), '')), 'A')
      || setweight(to_tsvector('simple', $23), 'A') || setweight(to_tsvector('simple', $24), 'C') || setweight(to_tsvector('simple', $25), 'D'),
    to_tsvector('simple', coalesce((select title from specializations where id = $5::uuid), '') || ' ' || $23),
    $26, catalog_available_on($1, $20::datemultirange, (select day from catalog_availability_day))
    from specialist_cards c where c.id = $1
  on conflict (id) do update set name = excluded.name, surname = excluded.surname, photo_id = excluded.photo_id,
    specialization_id = excluded.specialization_id, specialization_title = excluded.specialization_title, grade = excluded.grade,
    category_ids = excluded.category_ids, subcategory_ids = excluded.subcategory_ids, key_skill_ids = excluded.key_skill_ids,
    key_skill_titles = excluded.key_skill_titles, country_code = excluded.country_code, city_id = excluded.city_id, city_name = excluded.city_name,
    languages = excluded.languages, language_codes = excluded.language_codes, work_formats = excluded.work_formats, gender = excluded.gender,
    birth_date = excluded.birth_date, experience_months = excluded.experience_months, catalog_price_cents = excluded.catalog_price_cents,
    unavailable = excluded.unavailable, verified = excluded.verified, search = excluded.search,
    search_title = excluded.search_title, updated_at = excluded.updated_at, available_now = excluded.available_now
  returning coalesce((select ids from before), '{}') as before, array_cat(category_ids, subcategory_ids)::text[] as after`;

/** The categories and subcategories a card counted in before a write and counts in after it. */
type CategoryMove = { readonly before: string[]; readonly after: string[] };

/** Writes the card's catalogue row; the categories it counted in before and counts in now, or null when it wrote nothing. */
export const writeCatalogCard = async (
  client: Client,
  id: string,
  content: SpecialistContent,
  at: Date,
  known: { verified?: boolean; publishedAt?: Date },
  settings?: PriceSettings,
): Promise<CategoryMove | null> => {
  let { verified, publishedAt } = known;
  if (!publishedAt) {
    // An edit: only a card in the catalogue is rewritten, keeping its publication time (and its mark unless a manager set it).
    const { rows: existing } = await client.query<{ published_at: Date; verified: boolean }>(
      'select published_at, verified from catalog_cards where id = $1',
      [id],
    );
    if (!existing[0]) return null;
    publishedAt = existing[0].published_at;
    verified ??= existing[0].verified;
  }
  const price = catalogPriceOf(
    cents(content.workingConditions.hourPriceCents),
    settings ?? (await priceSettingsOf(client, undefined)),
  );
  const s = content.shared;
  const t = textOf(content);
  const uuids = (ids: readonly (string | null)[]) =>
    ids.filter((value): value is string => value !== null && UUID.test(value));
  const { rows: written } = await client.query<CategoryMove>(upsert, [
    id,
    content.texts.en.name,
    content.texts.en.surname,
    s.photoId,
    s.specializationId && UUID.test(s.specializationId) ? s.specializationId : null,
    s.grade,
    uuids(s.categories),
    uuids(s.subcategories),
    uuids(s.keySkills.map((k) => k.id)),
    s.keySkills.map((k) => k.title),
    s.countryCode,
    s.cityId && UUID.test(s.cityId) ? s.cityId : null,
    s.languages.filter((l) => l.language).map((l) => `${l.language}:${l.level}`),
    s.languages.map((l) => l.language).filter(Boolean),
    content.workingConditions.workFormats,
    s.gender,
    s.birthDate,
    experienceMonthsOf(content, at),
    price.catalogPrice,
    multirangeOf(content.agencyReservations),
    verified ?? false,
    publishedAt,
    t.skills,
    t.description,
    t.projects,
    at,
  ]);
  return written[0] ?? null;
};

/**
 * The categories' published-specialist counts of the home slider, counted again from the catalogue (the backfill's
 * way: it scans the catalogue). The rows are locked in id order first: two writers touching the same categories in
 * another order would otherwise deadlock.
 */
export const recountCategories = async (client: Client, categoryIds: readonly string[]) => {
  if (categoryIds.length === 0) return;
  await client.query(
    `with touched as (select id from categories where id = any($1::uuid[]) order by id for update)
     update categories c set published_specialists_count = (select count(*) from catalog_cards k where c.id = any(k.category_ids) or c.id = any(k.subcategory_ids))
       from touched where c.id = touched.id`,
    [categoryIds],
  );
};

/**
 * A card entered the categories it is in now and not before (+1 each) and left the others it was in (−1 each): one
 * statement, nothing when they are the same, and no scan of the catalogue (counting again took 105 ms a publication
 * at 100,000 cards). A card counts once in a category, whether as its category or its subcategory. Rows are locked
 * in id order, as above.
 */
export const shiftCategoryCounts = async (client: Client, before: readonly string[], after: readonly string[]) => {
  const was = new Set(before);
  const is = new Set(after);
  const entered = [...is].filter((id) => !was.has(id));
  const left = [...was].filter((id) => !is.has(id));
  if (entered.length + left.length === 0) return;
  await client.query(
    `with shift as (select * from unnest($1::uuid[], $2::int[]) as s(id, delta)),
          touched as (select c.id from categories c join shift on shift.id = c.id order by c.id for update of c)
     update categories c set published_specialists_count = greatest(0, c.published_specialists_count + shift.delta)
       from shift join touched on touched.id = shift.id where c.id = shift.id`,
    [
      [...entered, ...left],
      [...entered.map(() => 1), ...left.map(() => -1)],
    ],
  );
};

/** The platform's VAT and fee, which the catalogue price of a card counts in, read with the append. */
const priceSettingsRead: AppendRead = {
  key: 'platform_settings',
  sql: 'select vat_rate_basis_points as vat, service_fee_basis_points as fee from platform_settings',
};

/** A card is in the catalogue exactly while the domain says its status is: it enters, is rewritten or leaves with each event. */
export const catalogCardsProjection = withAppendReads(
  postgreSQLProjection<Event>({
    name: 'catalog_cards',
    canHandle: [...eventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      // The cards as the `specialistCards` projection folded these events in the same transaction.
      for (const { event, before, after: card } of await cardChangesOf(events, context)) {
        const id = event.data.specialistId;
        if (isInCatalogue(card.status) && card.content) {
          const settings = await priceSettingsOf(client, appendReadRows(context));
          const moved = await writeCatalogCard(
            client,
            id,
            card.content,
            // The card's last change, which a merge keeps: moving agencies does not lift a card in the best order.
            card.updatedAt ?? new Date(event.metadata.at),
            { verified: card.review.verified, publishedAt: card.publishedAt ?? undefined },
            settings,
          );
          if (moved) await shiftCategoryCounts(client, moved.before, moved.after);
        } else if (isInCatalogue(before.status)) {
          // Out of the catalogue (a draft, a card under review, hidden or blocked): one statement, and the counts of the
          // categories it left. A card that was not there (a draft saved again) has no row to remove.
          const { rows: removed } = await client.query<{ ids: string[] }>(
            'delete from catalog_cards where id = $1 returning array_cat(category_ids, subcategory_ids)::text[] as ids',
            [id],
          );
          await shiftCategoryCounts(client, removed[0]?.ids ?? [], []);
        }
      }
    },
  }),
  (events) => [...cardRowReads(events), priceSettingsRead],
);

const priceSettingsOf = async (client: Client, rows: AppendReadRows | undefined): Promise<PriceSettings> => {
  const [settings] = await rowsOf<{ vat: number; fee: number }>(client, rows, priceSettingsRead);
  return { vatBasisPoints: settings?.vat ?? 0, serviceFeeBasisPoints: settings?.fee ?? 0 };
};
