import type { Result } from 'neverthrow';
import { counterpartyVisibleStatuses } from '../../domain/contract/contract.status';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { ContractRow } from './contractPorts';

/** Managers with `contract:manage` make, send, countersign and void every company's contracts. */
export const asContractManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'contract:manage');
export const asContractExporter = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'contract:manage').andThen((a) => authorize(a, 'excel:export'));

/** A company's people with `document:own` read their contracts and sign what waits for them. */
export const asDocumentHolder = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'document:own');

/** Another company's contract, or a draft the company does not see yet, is simply not there. */
export const contractNotFound = notFound('Contract', 'contract.not_found');

export const managesContracts = (actor: Actor): boolean => hasScope(actor, 'contract:manage');

/** A company reads its own contracts once they left the manager's drafts; a manager reads all. */
export const canRead = (actor: Actor, row: ContractRow): boolean =>
  managesContracts(actor) ||
  (hasScope(actor, 'document:own') &&
    row.companyId === actor.companyId &&
    counterpartyVisibleStatuses.includes(row.status));
