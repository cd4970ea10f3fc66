import type pg from 'pg';
import { ok } from 'neverthrow';
import type {
  AuditRecord,
  ChangeAuthor,
  CompanyMainData,
  CompanyRecord,
  CompanyReference,
  CompanyStore,
} from '../../../application/company/companyPorts';
import type { PaymentDetail } from '../../../domain/company/paymentDetails';
import type { VatStatus } from '../../../domain/company/vat';
import { writeAudit } from '../identity/identityStore';
import { companyFilesOf } from '../specialist/specialistRulesData';
import { inTransaction } from '../transaction';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

type ProfileRow = {
  id: string;
  type: 'agency' | 'client';
  name: string;
  legal_name: string | null;
  country_code: string | null;
  country_name: string | null;
  city: string | null;
  legal_address: string | null;
  postal_address: string | null;
  website: string | null;
  logo_file_id: string | null;
  registration_number: string | null;
  tax_number: string | null;
  employees_count: string | null;
  description: string | null;
  vat_payer: boolean | null;
  vat_rate_basis_points: number | null;
  without_vat_article: string | null;
  profile_version: number;
  created_at: Date;
  updated_at: Date;
};
type DetailRow = {
  id: string;
  bank_name: string;
  account: string;
  swift: string;
  bank_address: string;
  currency: string;
  is_default: boolean;
  created_at: Date;
};

const vatOf = (r: ProfileRow): VatStatus => {
  if (r.vat_payer === null) return { kind: 'unknown' };
  return r.vat_payer
    ? { kind: 'payer', rateBasisPoints: r.vat_rate_basis_points ?? 0 }
    : { kind: 'exempt', article: r.without_vat_article ?? '' };
};

const toDetail = (r: DetailRow): PaymentDetail => ({
  id: r.id,
  bankName: r.bank_name,
  account: r.account,
  swift: r.swift,
  bankAddress: r.bank_address,
  currency: r.currency,
  isDefault: r.is_default,
  createdAt: r.created_at,
});

const toRecord = (r: ProfileRow, details: readonly PaymentDetail[]): CompanyRecord => ({
  id: r.id,
  type: r.type,
  name: r.name,
  legalName: r.legal_name,
  countryCode: r.country_code,
  countryName: r.country_name,
  city: r.city,
  legalAddress: r.legal_address,
  postalAddress: r.postal_address,
  website: r.website,
  logoId: r.logo_file_id,
  registrationNumber: r.registration_number,
  taxNumber: r.tax_number,
  employeesCount: r.employees_count,
  description: r.description,
  vat: vatOf(r),
  version: r.profile_version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  paymentDetails: details,
});

const detailsOf = async (db: Pick<pg.Pool, 'query'>, companyId: string): Promise<PaymentDetail[]> =>
  (
    await db.query<DetailRow>('select * from company_payment_details where company_id = $1 order by created_at, id', [
      companyId,
    ])
  ).rows.map(toDetail);

const personSql = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.first_name, 'surname', ${alias}.last_name, 'email', ${alias}.email, 'avatar', ${alias}.avatar) end`;

const vatColumns = (vat: VatStatus) => [
  vat.kind === 'unknown' ? null : vat.kind === 'payer',
  vat.kind === 'payer' ? vat.rateBasisPoints : null,
  vat.kind === 'exempt' ? vat.article : null,
];

/** Companies, their profiles and payment details: plain tables; every change writes its `audit_log` row in the same transaction. */
export const postgresCompanyStore = (pool: pg.Pool): CompanyStore => ({
  findCompany: async (id) => {
    if (!isUuid(id)) return null;
    const { rows } = await pool.query(
      `select c.id, c.name, c.type, c.created_at, c.country_code, c.website, c.logo_file_id,
              (select count(*)::int from users u where u.company_id = c.id) as employees,
              pm.id as pm_id, pm.first_name as pm_name, pm.last_name as pm_surname, pm.email as pm_email, pm.avatar as pm_avatar
         from companies c
         left join lateral (select personal_manager_id from users where company_id = c.id and personal_manager_id is not null order by created_at limit 1) o on true
         left join users pm on pm.id = o.personal_manager_id
        where c.id = $1 and c.type in ('agency', 'client')`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      createdAt: r.created_at,
      countryCode: r.country_code,
      website: r.website,
      logoId: r.logo_file_id,
      employees: r.employees,
      personalManager: r.pm_id
        ? { id: r.pm_id, name: r.pm_name, surname: r.pm_surname, email: r.pm_email, avatar: r.pm_avatar }
        : null,
    };
  },

  findProfile: async (id) => {
    if (!isUuid(id)) return null;
    const { rows } = await pool.query<ProfileRow>(
      `select c.*, co.name as country_name from companies c left join countries co on co.code = c.country_code
        where c.id = (select coalesce(merged_into, id) from companies where id = $1) and c.type in ('agency', 'client')`,
      [id],
    );
    // A merged duplicate's id answers the company it was merged into (its tombstone points there): old links resolve.
    const row = rows[0];
    return row ? toRecord(row, await detailsOf(pool, row.id)) : null;
  },

  updateProfile: (id, data: CompanyMainData, audit, author: ChangeAuthor, expectedVersion) =>
    inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ profile_version: number }>(
        'select profile_version from companies where id = $1 for update',
        [id],
      );
      const current = rows[0];
      if (!current) return 'missing' as const;
      if (expectedVersion !== undefined && expectedVersion !== current.profile_version) return 'conflict' as const;
      await tx.query(
        `update companies set name = $2, legal_name = $3, country_code = $4, city = $5, legal_address = $6, postal_address = $7,
                website = $8, logo_file_id = $9, registration_number = $10, tax_number = $11, employees_count = $12, description = $13,
                vat_payer = $14, vat_rate_basis_points = $15, without_vat_article = $16,
                profile_version = profile_version + 1, updated_at = $17
          where id = $1`,
        [
          id,
          data.name,
          data.legalName,
          data.countryCode,
          data.city,
          data.legalAddress,
          data.postalAddress,
          data.website,
          data.logoId,
          data.registrationNumber,
          data.taxNumber,
          data.employeesCount,
          data.description,
          ...vatColumns(data.vat),
          author.at,
        ],
      );
      await writeAudit(
        tx,
        {
          actorId: author.actorId,
          emulatedBy: author.emulatedBy,
          action: 'company.profile_changed',
          subjectId: id,
          details: audit.details,
        },
        author.at,
      );
      return 'updated' as const;
    }),

  companyOfPaymentDetail: async (paymentDetailId) => {
    if (!isUuid(paymentDetailId)) return null;
    const { rows } = await pool.query<{ company_id: string }>(
      'select company_id from company_payment_details where id = $1',
      [paymentDetailId],
    );
    return rows[0]?.company_id ?? null;
  },

  changePaymentDetails: async (companyId, change, author) => {
    if (!isUuid(companyId)) return null;
    return inTransaction(pool, async (tx) => {
      // The company's row is the lock: two changes of one company's entries run one after the other.
      // A merged duplicate keeps no payment details: they moved to the company it was merged into.
      const locked = await tx.query('select id from companies where id = $1 and merged_into is null for update', [
        companyId,
      ]);
      if (locked.rowCount !== 1) return null;
      const current = await detailsOf(tx, companyId);
      const decided = change(current);
      if (decided.isErr()) return decided;
      const { next, audit } = decided.value;
      const kept = new Set(next.map((d) => d.id));
      const removed = current.filter((d) => !kept.has(d.id)).map((d) => d.id);
      if (removed.length > 0)
        await tx.query('delete from company_payment_details where company_id = $1 and id = any($2::uuid[])', [
          companyId,
          removed,
        ]);
      // Defaults off first, so the one-default index never sees two at once.
      await tx.query(
        'update company_payment_details set is_default = false where company_id = $1 and is_default and not (id = any($2::uuid[]))',
        [companyId, next.filter((d) => d.isDefault).map((d) => d.id)],
      );
      const before = new Map(current.map((d) => [d.id, d]));
      for (const d of next) {
        const old = before.get(d.id);
        if (old && JSON.stringify(old) === JSON.stringify(d)) continue;
        await tx.query(
          `insert into company_payment_details (id, company_id, bank_name, account, swift, bank_address, currency, is_default, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           on conflict (id) do update set bank_name = excluded.bank_name, account = excluded.account, swift = excluded.swift,
             bank_address = excluded.bank_address, currency = excluded.currency, is_default = excluded.is_default, updated_at = excluded.updated_at`,
          [
            d.id,
            companyId,
            d.bankName,
            d.account,
            d.swift,
            d.bankAddress,
            d.currency,
            d.isDefault,
            d.createdAt,
            author.at,
          ],
        );
      }
      await tx.query('update companies set updated_at = $2 where id = $1', [companyId, author.at]);
      await writeAudit(
        tx,
        {
          actorId: author.actorId,
          emulatedBy: author.emulatedBy,
          action: audit.action,
          subjectId: companyId,
          details: audit.details,
        },
        author.at,
      );
      return ok({ next, audit });
    });
  },

  lastChange: async (companyId) => {
    const { rows } = await pool.query(
      `select ${personSql('a')} as actor, ${personSql('e')} as emulated_by, l.at
         from audit_log l left join users a on a.id = l.actor_id left join users e on e.id = l.emulated_by
        where l.subject_id = $1 order by l.at desc, l.id desc limit 1`,
      [companyId],
    );
    const r = rows[0];
    return r ? { actor: r.actor, emulatedBy: r.emulated_by, at: r.at } : null;
  },

  history: async (companyId, { page, count }) => {
    const [{ rows }, total] = await Promise.all([
      pool.query(
        `select l.id::text, l.action, l.at, l.details, ${personSql('a')} as actor, ${personSql('e')} as emulated_by
           from audit_log l left join users a on a.id = l.actor_id left join users e on e.id = l.emulated_by
          where l.subject_id = $1 order by l.at desc, l.id desc limit $2 offset $3`,
        [companyId, count, (page - 1) * count],
      ),
      pool.query<{ n: number }>('select count(*)::int as n from audit_log where subject_id = $1', [companyId]),
    ]);
    const items: AuditRecord[] = rows.map((r) => ({
      id: r.id,
      action: r.action,
      at: r.at,
      details: r.details ?? {},
      actor: r.actor,
      emulatedBy: r.emulated_by,
    }));
    return { items, total: total.rows[0]?.n ?? 0 };
  },

  dashboardCounts: async (agencyId, waitingStatuses) => {
    const { rows } = await pool.query(
      `select
         (select count(*)::int from specialist_cards where agency_id = $1 and status not in ('deleted')) as specialists,
         (select count(*)::int from specialist_cards where agency_id = $1 and status = 'published') as specialists_published,
         (select id::text from specialist_cards where agency_id = $1 and status not in ('deleted') order by created_at limit 1) as first_specialist,
         (select count(*)::int from solutions where agency_id = $1 and status not in ('deleted')) as solutions,
         (select count(*)::int from solutions where agency_id = $1 and status = 'published') as solutions_published,
         (select id::text from solutions where agency_id = $1 and status not in ('deleted') order by created_at limit 1) as first_solution,
         (select count(*)::int from candidates where agency_id = $1 and status = any($2::text[]) and proposed_slots = '[]'::jsonb and interview_at is null) as waiting`,
      [agencyId, waitingStatuses],
    );
    const r = rows[0];
    return {
      specialists: { total: r.specialists, published: r.specialists_published, firstId: r.first_specialist },
      solutions: { total: r.solutions, published: r.solutions_published, firstId: r.first_solution },
      waitingRequests: r.waiting,
    };
  },
});

/** The reference facts a profile is checked against, and the company's own files. */
export const postgresCompanyReference = (pool: pg.Pool): CompanyReference => ({
  countryExists: async (code) => (await pool.query('select 1 from countries where code = $1', [code])).rowCount === 1,
  enumerationIds: async (type) =>
    (
      await pool.query<{ id: string }>('select id from enum_values where type = $1 order by sort_order', [type])
    ).rows.map((r) => r.id),
  filesOf: companyFilesOf(pool),
});
