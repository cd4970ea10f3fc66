import { err, ok, type Result } from 'neverthrow';
import { checkVat, type VatStatus } from '../../../domain/company/vat';
import { checkOwnedFiles } from '../../moderation/ownedFiles';
import type { Actor } from '../../shared/actor';
import { conflict, validationError, type AppError, type FieldIssue } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { reachCompany } from '../companyAccess';
import type { CompanyDeps, CompanyKind, CompanyMainData, CompanyRecord } from '../companyPorts';
import { asCompanyCaller, companyNotFound, type CompanyAudience } from '../policies';
import { profileFor } from '../profileView';
import { UpdateCompanyInput, type CompanyProfileView } from '../schemas';

type Update = ReturnType<typeof UpdateCompanyInput.parse>;

const mainDataKeys = [
  'name',
  'legalName',
  'countryCode',
  'city',
  'legalAddress',
  'postalAddress',
  'website',
  'logoId',
  'registrationNumber',
  'taxNumber',
  'employeesCount',
  'description',
] as const;

/** A field left out keeps its value; VAT is judged on the three fields together, as they will be after the change. */
const merged = (current: CompanyRecord, update: Update) => {
  const data = Object.fromEntries(
    mainDataKeys.map((key) => [key, update[key] === undefined ? current[key] : update[key]]),
  ) as Omit<CompanyMainData, 'vat'>;
  const vat = current.vat;
  const vatInput = {
    vatPayer: update.vatPayer === undefined ? (vat.kind === 'unknown' ? null : vat.kind === 'payer') : update.vatPayer,
    vatRate: update.vatRate === undefined ? (vat.kind === 'payer' ? vat.rateBasisPoints / 100 : null) : update.vatRate,
    withoutVatArticle:
      update.withoutVatArticle === undefined ? (vat.kind === 'exempt' ? vat.article : null) : update.withoutVatArticle,
  };
  return { data, vatInput };
};

const vatFields = (vat: VatStatus) => ({
  vatPayer: vat.kind === 'unknown' ? null : vat.kind === 'payer',
  vatRateBasisPoints: vat.kind === 'payer' ? vat.rateBasisPoints : null,
  withoutVatArticle: vat.kind === 'exempt' ? vat.article : null,
});

/** What changed, field by field, for the audit log: `{ field: { from, to } }`. */
export const changesOf = (
  before: CompanyMainData,
  after: CompanyMainData,
): Record<string, { from: unknown; to: unknown }> => {
  const flat = (d: CompanyMainData) =>
    ({ ...Object.fromEntries(mainDataKeys.map((k) => [k, d[k]])), ...vatFields(d.vat) }) as Record<string, unknown>;
  const a = flat(before);
  const b = flat(after);
  return Object.fromEntries(
    Object.keys(b)
      .filter((k) => a[k] !== b[k])
      .map((k) => [k, { from: a[k], to: b[k] }]),
  );
};

/**
 * `POST /api/agency/update/{id}` (and the client's, the manager's and tRPC `company.update`): checks the fields
 * against the reference lists and the company's files, decides the VAT status in the domain, and writes the profile
 * with its audit row in one transaction, refusing a save over a newer version (409).
 */
export const updateCompanyProfile =
  (deps: CompanyDeps, type: CompanyKind | null, audience: CompanyAudience = 'personal') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyProfileView, AppError>> => {
    const caller = asCompanyCaller(actor, audience);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(UpdateCompanyInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const update = parsed.value;
    const reached = await reachCompany(deps, caller.value, update.id, type);
    if (reached.isErr()) return err(reached.error);
    const { company, reader } = reached.value;

    const { data, vatInput } = merged(company, update);
    const [articles, sizes, countryKnown] = await Promise.all([
      deps.reference.enumerationIds('WithoutVATArticle'),
      deps.reference.enumerationIds('EmployeesCount'),
      data.countryCode === null || data.countryCode === company.countryCode
        ? Promise.resolve(true)
        : deps.reference.countryExists(data.countryCode),
    ]);
    const issues: FieldIssue[] = [];
    if (!countryKnown)
      issues.push({ field: 'countryCode', message: 'Choose a country from the list', code: 'company.country_unknown' });
    if (data.employeesCount !== null && !sizes.includes(data.employeesCount))
      issues.push({
        field: 'employeesCount',
        message: 'Choose the number of employees from the list',
        code: 'company.employees_count_unknown',
      });
    const vat = checkVat(vatInput, (id) => articles.includes(id));
    if (vat.isErr())
      issues.push({ field: vat.error.field, message: vat.error.error.message, code: vat.error.error.code });
    if (issues.length > 0 || vat.isErr()) return err(validationError(issues));
    if (data.logoId !== null && data.logoId !== company.logoId) {
      const owned = await checkOwnedFiles(deps.reference.filesOf, company.id, [
        { field: 'logoId', id: data.logoId, purpose: 'logo', what: 'logo' },
      ]);
      if (owned.isErr()) return err(owned.error);
    }

    const next: CompanyMainData = { ...data, vat: vat.value };
    const changes = changesOf(company, next);
    const author = { actorId: caller.value.userId, emulatedBy: caller.value.emulatedBy, at: deps.clock.now() };
    // Nothing changed: nothing is written, but a stale version is still a conflict.
    const written =
      Object.keys(changes).length > 0
        ? await deps.store.updateProfile(company.id, next, { details: { changes } }, author, update.version)
        : update.version === undefined || update.version === company.version
          ? 'updated'
          : 'conflict';
    if (written === 'conflict')
      return err(
        conflict(
          'The company profile was changed by someone else: reload it and make your changes again',
          'company.version_conflict',
        ),
      );
    const saved = written === 'missing' ? null : await deps.store.findProfile(company.id);
    return saved ? ok(await profileFor(deps.store, caller.value, reader, saved)) : err(companyNotFound(type));
  };
