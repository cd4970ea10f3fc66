import { err, ok, type Result } from 'neverthrow';
import { freshlyProven } from '../../shared/stepUp';
import { checkAccount } from '../../../domain/company/iban';
import {
  addPaymentDetail,
  editPaymentDetail,
  removePaymentDetail,
  type PaymentDetail,
} from '../../../domain/company/paymentDetails';
import { checkSwift } from '../../../domain/company/swift';
import type { CompanyError } from '../../../domain/company/company.errors';
import type { Actor } from '../../shared/actor';
import { notFound, ruleBroken, validationError, type AppError, type FieldIssue } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { reachCompany } from '../companyAccess';
import type { CompanyDeps, CompanyKind, PaymentDecision } from '../companyPorts';
import { asCompanyCaller, type CompanyAudience } from '../policies';
import { paymentDetailsOutput } from '../profileView';
import { DeletePaymentInfoInput, PaymentInfoListOutput, SavePaymentInfoInput } from '../schemas';

export const paymentDetailNotFound = notFound('Payment details', 'company.payment_detail_not_found');

const refusalOf = (error: CompanyError): AppError =>
  error.code === 'company.payment_detail_not_found' ? paymentDetailNotFound : ruleBroken(error.code, error.message);

/** What the audit log keeps of an entry: everything but the timestamps. */
const audited = (d: PaymentDetail) => ({
  id: d.id,
  bankName: d.bankName,
  account: d.account,
  swift: d.swift,
  bankAddress: d.bankAddress,
  currency: d.currency,
  isDefault: d.isDefault,
});

const decision = (
  result: Result<PaymentDetail[], CompanyError>,
  action: string,
  details: (next: PaymentDetail[]) => Record<string, unknown>,
): PaymentDecision =>
  result.match(
    (next) => ok({ next, audit: { action, details: details(next) } }),
    (error) => err(refusalOf(error)),
  );

/**
 * The seeds' `payment-info/update/` (companyId, paymentInfo), for the company's own users and managers: adds an entry,
 * or changes the one whose id it names; `isDefault` moves the default mark to it. The account (an IBAN is checked in
 * full) and the SWIFT code are normalised and checked by the domain.
 */
export const savePaymentInfo =
  (deps: CompanyDeps, type: CompanyKind | null, audience: CompanyAudience = 'personal') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<PaymentInfoListOutput, AppError>> => {
    const caller = asCompanyCaller(actor, audience).andThen(freshlyProven(deps.clock.now()));
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(SavePaymentInfoInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { companyId, paymentInfo: typed } = parsed.value;
    const account = checkAccount(typed.account);
    const swift = checkSwift(typed.swift);
    const issues: FieldIssue[] = [
      ...(account.isErr()
        ? [{ field: 'paymentInfo.account', message: account.error.message, code: account.error.code }]
        : []),
      ...(swift.isErr() ? [{ field: 'paymentInfo.swift', message: swift.error.message, code: swift.error.code }] : []),
    ];
    if (issues.length > 0 || account.isErr() || swift.isErr()) return err(validationError(issues));
    const reached = await reachCompany(deps, caller.value, companyId, type);
    if (reached.isErr()) return err(reached.error);

    const fields = {
      bankName: typed.bankName,
      account: account.value,
      swift: swift.value,
      bankAddress: typed.bankAddress,
      currency: typed.currency,
    };
    const now = deps.clock.now();
    const newId = typed.id ?? deps.newId();
    const changed = await deps.store.changePaymentDetails(
      companyId,
      (current) =>
        typed.id
          ? decision(
              editPaymentDetail(current, typed.id, fields, typed.isDefault),
              'company.payment_info_changed',
              (next) => ({
                before: audited(current.find((d) => d.id === typed.id) as PaymentDetail),
                after: audited(next.find((d) => d.id === typed.id) as PaymentDetail),
              }),
            )
          : decision(
              addPaymentDetail(current, { id: newId, ...fields, createdAt: now }, typed.isDefault),
              'company.payment_info_added',
              (next) => ({
                after: audited(next.find((d) => d.id === newId) as PaymentDetail),
              }),
            ),
      { actorId: caller.value.userId, emulatedBy: caller.value.emulatedBy, at: now },
    );
    if (!changed) return err(paymentDetailNotFound);
    return changed.map(({ next }) => PaymentInfoListOutput.parse({ items: paymentDetailsOutput(next) }));
  };

/**
 * The seeds' `payment-info/delete/` (id): removes an entry; when it was the default, the oldest remaining entry
 * becomes the default. Another company's entry is not there (404), exactly as an unknown id.
 */
export const deletePaymentInfo =
  (deps: CompanyDeps, type: CompanyKind | null, audience: CompanyAudience = 'personal') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<PaymentInfoListOutput, AppError>> => {
    const caller = asCompanyCaller(actor, audience).andThen(freshlyProven(deps.clock.now()));
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(DeletePaymentInfoInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const companyId = await deps.store.companyOfPaymentDetail(parsed.value.id);
    if (!companyId) return err(paymentDetailNotFound);
    const reached = await reachCompany(deps, caller.value, companyId, type);
    if (reached.isErr()) return err(paymentDetailNotFound);
    const changed = await deps.store.changePaymentDetails(
      companyId,
      (current) =>
        decision(removePaymentDetail(current, parsed.value.id), 'company.payment_info_deleted', (next) => ({
          deleted: audited(current.find((d) => d.id === parsed.value.id) as PaymentDetail),
          newDefault: next.find((d) => d.isDefault)?.id ?? null,
        })),
      { actorId: caller.value.userId, emulatedBy: caller.value.emulatedBy, at: deps.clock.now() },
    );
    if (!changed) return err(paymentDetailNotFound);
    return changed.map(({ next }) => PaymentInfoListOutput.parse({ items: paymentDetailsOutput(next) }));
  };
