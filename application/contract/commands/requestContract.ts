import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { ruleBroken, type AppError } from '../../shared/appError';
import type { ContractDeps } from '../contractPorts';
import { contractRequestMail } from '../mails';
import { asDocumentHolder } from '../policies';

export type ContractRequestOutput = {
  readonly sent: boolean;
  readonly personalManager: { readonly name: string; readonly email: string } | null;
};

/**
 * 'Request a contract' (a client without one, from the cart or `/myrequest`): one click e-mails the company's personal
 * manager (or the contract managers), at most once a day per company; a second click that day changes nothing.
 */
export const requestContract =
  (deps: ContractDeps) =>
  async (actor: Actor | null): Promise<Result<ContractRequestOutput, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const company = await deps.companies.sheetOf(holder.value.companyId);
    if (!company || company.type !== 'client')
      return err(ruleBroken('contract.request_clients_only', 'Contracts are requested by client companies'));
    const signed = await deps.contracts.signedOf([company.id], 'client');
    if (signed.length > 0)
      return err(ruleBroken('contract.already_signed', 'Your company already has a signed contract'));
    const requester = (await deps.people.namesOf([holder.value.userId])).get(holder.value.userId);
    const { personalManager, emails } = await deps.requests.recipientsOf(company.id);
    const day = deps.clock.now().toISOString().slice(0, 10);
    const link = `${deps.appUrl}/manager/client-documents/create?companyId=${company.id}&requestedBy=${holder.value.userId}`;
    const mails = emails.map((to) => contractRequestMail(to, company.name, requester ?? null, link));
    const sent = await deps.requests.send(mails, `contract-request:${company.id}:${day}`);
    return ok({ sent, personalManager });
  };
