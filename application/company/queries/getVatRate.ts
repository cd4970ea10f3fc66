import { err, ok, type Result } from 'neverthrow';
import { vatRateOf } from '../../../domain/company/vat';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { reachCompany } from '../companyAccess';
import type { CompanyDeps, CompanyKind } from '../companyPorts';
import { asCompanyCaller } from '../policies';
import { percentOf } from '../profileView';
import { CompanyIdInput, VatRateOutput } from '../schemas';

/** `GET /api/agency/vat-rate/{id}`: the rate the company's documents carry (`VATRate`, percent). */
export const getVatRate =
  (deps: CompanyDeps, type: CompanyKind | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<VatRateOutput, AppError>> => {
    const caller = asCompanyCaller(actor, 'personal');
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(CompanyIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const reached = await reachCompany(deps, caller.value, parsed.value.id, type);
    if (reached.isErr()) return err(reached.error);
    const { vat } = reached.value.company;
    return ok(
      VatRateOutput.parse({
        VATRate: percentOf(vatRateOf(vat)),
        vatPayer: vat.kind === 'unknown' ? null : vat.kind === 'payer',
        withoutVatArticle: vat.kind === 'exempt' ? vat.article : null,
      }),
    );
  };
