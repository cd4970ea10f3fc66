import type pg from 'pg';
import type { CompanySheet, ContractCompanies } from '../../../application/contract/contractPorts';
import type { PaymentDetail } from '../../../domain/company/paymentDetails';
import type { VatStatus } from '../../../domain/company/vat';
import { containsPattern } from '../likePatterns';

type SheetRow = {
  id: string;
  type: CompanySheet['type'];
  name: string;
  legal_name: string | null;
  country_name: string | null;
  city: string | null;
  legal_address: string | null;
  registration_number: string | null;
  tax_number: string | null;
  vat_payer: boolean | null;
  vat_rate_basis_points: number | null;
  without_vat_article: string | null;
  article_title: string | null;
  payment_details: PaymentDetail[] | null;
};

const vatOf = (r: SheetRow): VatStatus =>
  r.vat_payer === null
    ? { kind: 'unknown' }
    : r.vat_payer
      ? { kind: 'payer', rateBasisPoints: r.vat_rate_basis_points ?? 0 }
      : { kind: 'exempt', article: r.without_vat_article ?? '' };

const sheetSql = (where: string) => `
  select c.id, c.type, c.name, c.legal_name, co.name as country_name, c.city, c.legal_address, c.registration_number, c.tax_number,
         c.vat_payer, c.vat_rate_basis_points, c.without_vat_article, ev.title as article_title,
         (select json_agg(json_build_object('id', d.id, 'bankName', d.bank_name, 'account', d.account, 'swift', d.swift, 'bankAddress', d.bank_address,
                 'currency', d.currency, 'isDefault', d.is_default, 'createdAt', d.created_at) order by d.created_at, d.id)
            from company_payment_details d where d.company_id = c.id) as payment_details
    from companies c
    left join countries co on co.code = c.country_code
    left join enum_values ev on ev.type = 'WithoutVATArticle' and ev.id = c.without_vat_article
   where ${where}`;

const toSheet = (r: SheetRow): CompanySheet => ({
  id: r.id,
  type: r.type,
  name: r.name,
  legalName: r.legal_name,
  countryName: r.country_name,
  city: r.city,
  legalAddress: r.legal_address,
  registrationNumber: r.registration_number,
  taxNumber: r.tax_number,
  vat: vatOf(r),
  vatArticleTitle: r.article_title,
  paymentDetails: (r.payment_details ?? []).map((d) => ({ ...d, createdAt: new Date(d.createdAt) })),
});

/** The platform's details when its company row has none: what every contract names as the other party. */
const PLATFORM_FALLBACK: CompanySheet = {
  id: '00000000-0000-0000-0000-000000000000',
  type: 'platform',
  name: 'IT Marketplace',
  legalName: 'IT Marketplace Ltd',
  countryName: 'United Kingdom',
  city: 'London',
  legalAddress: '20 Finsbury Circus, London EC2M 7EA',
  registrationNumber: '14820391',
  taxNumber: 'GB 412 7783 90',
  vat: { kind: 'payer', rateBasisPoints: 2000 },
  vatArticleTitle: null,
  paymentDetails: [],
};

export const postgresContractCompanies = (pool: pg.Pool): ContractCompanies => ({
  sheetOf: async (companyId) => {
    if (!/^[0-9a-f-]{36}$/i.test(companyId)) return null;
    const { rows } = await pool.query<SheetRow>(sheetSql('c.id = $1 and c.merged_into is null'), [companyId]);
    return rows[0] ? toSheet(rows[0]) : null;
  },
  platform: async () => {
    const { rows } = await pool.query<SheetRow>(sheetSql(`c.type = 'platform' order by c.created_at limit 1`));
    const row = rows[0];
    if (!row) return PLATFORM_FALLBACK;
    const sheet = toSheet(row);
    // A platform company without a legal profile yet still signs under the platform's registered details.
    return sheet.legalName
      ? sheet
      : { ...PLATFORM_FALLBACK, id: sheet.id, name: sheet.name, paymentDetails: sheet.paymentDetails };
  },
  forDocument: async (type, search, limit) => {
    const { rows } = await pool.query<{ id: string; name: string }>(
      `select id, name from companies where type = $1 and merged_into is null and ($2 = '' or lower(name) like $3) order by name limit $4`,
      [type, search, containsPattern(search), limit],
    );
    return rows;
  },
});
