import type pg from 'pg';
import type { CartSpecialists, CartSpecialistInfo } from '../../../application/cart/cartPorts';
import { fileUrl } from '../../../application/files/fileContracts';
import type { SpecialistSnapshot } from '../../../domain/cart/cart.availability';
import type { DatePeriod } from '../../../domain/shared/dates';
import { catalogPriceOf, type PriceSettings } from '../../../domain/specialist/catalogPrice';
import { cents } from '../../../domain/shared/money';
import { surnameInitialOf } from '../../../domain/specialist/publicName';

type CardRow = {
  id: string;
  status: string;
  hour_price_cents: number;
  agency_reservations: DatePeriod[] | null;
  team_only: boolean | null;
};

const snapshotStatus = (status: string): SpecialistSnapshot['status'] =>
  (
    ['published', 'hidden', 'blocked', 'deactivated', 'draft', 'moderation', 'rejected', 'archived', 'deleted'] as const
  ).find((s) => s === status) ?? 'missing';

type InfoRow = {
  id: string;
  name: string;
  surname: string;
  photo_id: string | null;
  specialization: string | null;
  city: string | null;
};

const uuidsOf = (ids: readonly string[]) => ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));

const SNAPSHOT_COLUMNS = `c.id, c.status, c.hour_price_cents, (c.content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean as team_only,
  coalesce(c.content -> 'agencyReservations', '[]'::jsonb) || coalesce((
    select jsonb_agg(jsonb_build_object('startPeriod', lower(b.period)::text, 'endPeriod', (upper(b.period) - 1)::text))
      from specialist_bookings b where b.specialist_id = c.id), '[]'::jsonb) as agency_reservations`;
const INFO_COLUMNS = 'c.id, c.name, c.surname, c.photo_id, s.title as specialization, ci.name as city';
const INFO_JOINS = `left join specializations s on s.id::text = c.specialization_id
  left join cities ci on ci.id::text = c.city_id`;

const snapshotOf = (row: CardRow, settings: PriceSettings): SpecialistSnapshot => ({
  specialistId: row.id,
  status: snapshotStatus(row.status),
  catalogPriceCents: catalogPriceOf(cents(row.hour_price_cents), settings).catalogPrice,
  busy: row.agency_reservations ?? [],
  teamOnly: row.team_only === true,
});

const infoOf = (rows: readonly InfoRow[]) =>
  new Map(
    rows.map((row): [string, CartSpecialistInfo] => [
      row.id,
      {
        specialistId: row.id,
        name: row.name,
        // The catalogue shows the first letter of the surname only.
        surname: surnameInitialOf(row.surname),
        photoUrl: row.photo_id ? fileUrl(row.photo_id) : null,
        specialization: row.specialization,
        city: row.city,
      },
    ]),
  );

/**
 * The cart reads cards from the specialist read model: status, the agency's rate priced for the catalogue, and busy
 * dates (the agency's 'not available' periods and client bookings). Every cart answer runs one of these statements,
 * so each is prepared once per connection.
 */
export const postgresCartSpecialists = (
  pool: pg.Pool,
  priceSettings: () => Promise<PriceSettings>,
): CartSpecialists => ({
  snapshots: async (ids) => {
    if (ids.length === 0) return [];
    const [{ rows }, settings] = await Promise.all([
      pool.query<CardRow>({
        name: 'cart-snapshots',
        text: `select ${SNAPSHOT_COLUMNS} from specialist_cards c where c.id = any($1::uuid[])`,
        values: [uuidsOf(ids)],
      }),
      priceSettings(),
    ]);
    return rows.map((row) => snapshotOf(row, settings));
  },
  info: async (ids) => {
    if (ids.length === 0) return new Map();
    const { rows } = await pool.query<InfoRow>({
      name: 'cart-info',
      text: `select ${INFO_COLUMNS} from specialist_cards c ${INFO_JOINS} where c.id = any($1::uuid[])`,
      values: [uuidsOf(ids)],
    });
    return infoOf(rows);
  },
  snapshotsWithInfo: async (ids) => {
    if (ids.length === 0) return { snapshots: [], info: new Map() };
    const [{ rows }, settings] = await Promise.all([
      pool.query<CardRow & InfoRow>({
        name: 'cart-snapshots-with-info',
        text: `select ${SNAPSHOT_COLUMNS}, ${INFO_COLUMNS} from specialist_cards c ${INFO_JOINS} where c.id = any($1::uuid[])`,
        values: [uuidsOf(ids)],
      }),
      priceSettings(),
    ]);
    return { snapshots: rows.map((row) => snapshotOf(row, settings)), info: infoOf(rows) };
  },
});
