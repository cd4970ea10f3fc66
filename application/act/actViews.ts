import { allowedActions, hasDocuments, type ActSide } from '../../domain/act/act.status';
import { expectedHours, maxHours } from '../../domain/act/act.period';
import { allowedClaimActions, claimReasonTitle } from '../../domain/act/claim';
import { publicNameOf } from '../../domain/specialist/publicName';
import { actNumberOf, type ActRow, type ClaimRow } from './actPorts';
import type {
  AgencyActOutput,
  ClientActOutput,
  ClientClaimOutput,
  ManagerActOutput,
  ManagerClaimOutput,
} from './schemas';

export const invoiceUrlOf = (side: 'client' | 'manager', id: string): string =>
  side === 'client' ? `/api/client/act/invoice/${id}` : `/admin/api/act/invoice/${id}`;
export const actUrlOf = (side: 'agency' | 'manager', id: string): string =>
  side === 'agency' ? `/api/agency/act/document/${id}` : `/admin/api/act/document/${id}`;

const common = (row: ActRow, side: ActSide, specialistName: string) => ({
  id: row.id,
  number: actNumberOf(row),
  candidateId: row.candidateId,
  specialist: { id: row.specialistId, name: specialistName },
  month: row.month,
  startPeriod: row.startPeriod,
  endPeriod: row.endPeriod,
  workFormat: row.workFormat,
  hours: row.hours,
  comment: row.comment,
  status: row.status,
  rejectReason: row.rejectReason,
  rejectedBy: row.rejectedBy,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  allowedActions: allowedActions(row.status, side),
});

const period = (row: ActRow) => ({ startPeriod: row.startPeriod, endPeriod: row.endPeriod });

export const agencyActView = (row: ActRow, side: 'agency' | 'manager' = 'agency'): AgencyActOutput => ({
  ...common(row, side, row.specialistName),
  clientName: row.clientName,
  hoursPerWeek: row.hoursPerWeek,
  expectedHours: expectedHours(period(row), row.workFormat, row.hoursPerWeek),
  maxHours: maxHours(period(row), row.workFormat, row.hoursPerWeek),
  agencyRateCents: row.agencyRateCents,
  agencyAmountCents: row.agencyAmountCents,
  actUrl: hasDocuments(row.status) && row.actFileId ? actUrlOf(side, row.id) : null,
});

export const clientActView = (row: ActRow, side: 'client' | 'manager' = 'client'): ClientActOutput => ({
  ...common(row, side, side === 'client' ? publicNameOf(row.specialistNameParts) : row.specialistName),
  clientRateCents: row.clientRateCents,
  workCents: row.agencyAmountCents,
  feeCents: row.feeCents,
  netCents: row.netCents,
  vatRateBasisPoints: row.vatRateBasisPoints,
  vatCents: row.vatCents,
  totalCents: row.totalCents,
  invoiceUrl: hasDocuments(row.status) && row.invoiceFileId ? invoiceUrlOf(side, row.id) : null,
});

export const managerActView = (row: ActRow): ManagerActOutput => ({
  ...agencyActView(row, 'manager'),
  ...clientActView(row, 'manager'),
  allowedActions: allowedActions(row.status, 'manager'),
  clientId: row.clientId,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
});

const claimCommon = (row: ClaimRow, specialistName: string) => ({
  id: row.id,
  candidateId: row.candidateId,
  specialist: { id: row.specialistId, name: specialistName },
  reasons: row.reasons.map((id) => ({ id, title: claimReasonTitle(id) })),
  comment: row.comment,
  status: row.status,
  answers: [...row.answers],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const clientClaimView = (row: ClaimRow): ClientClaimOutput =>
  claimCommon(row, publicNameOf(row.specialistNameParts));

export const managerClaimView = (row: ClaimRow): ManagerClaimOutput => ({
  ...claimCommon(row, row.specialistName),
  clientId: row.clientId,
  clientName: row.clientName,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  version: row.version,
  allowedActions: row.status === 'new' ? [] : (allowedClaimActions(row.status, 'manager') as ('answer' | 'close')[]),
});
