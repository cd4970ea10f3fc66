import type { ActDeps } from './actPorts';
import { answerClaim } from './commands/answerClaim';
import { approveAct } from './commands/approveAct';
import { closeClaim } from './commands/closeClaim';
import { createAct } from './commands/createAct';
import { createClaim } from './commands/createClaim';
import { markActAwaitingPayment } from './commands/markActAwaitingPayment';
import { markActPaid } from './commands/markActPaid';
import { rejectActAsClient, rejectActAsManager } from './commands/rejectAct';
import { sendActToClient } from './commands/sendActToClient';
import { sendActToPlatform } from './commands/sendActToPlatform';
import { updateAct } from './commands/updateAct';
import {
  actDocument,
  actHistory,
  actsForExport,
  actStatusCounts,
  billable,
  getAct,
  listActs,
} from './queries/actQueries';
import {
  claimReasonList,
  getClaimForManager,
  listClaimsForManager,
  listOwnClaims,
  workingSpecialist,
} from './queries/claimQueries';

/** Completion acts and invoices, and claims about working specialists. */
export const actService = (deps: ActDeps) => ({
  // The agency
  billable: billable(deps),
  create: createAct(deps),
  update: updateAct(deps),
  sendToPlatform: sendActToPlatform(deps),
  listForAgency: listActs('agency')(deps),
  getForAgency: getAct('agency')(deps),
  agencyDocument: actDocument('agency', 'act')(deps),
  // The client
  listForClient: listActs('client')(deps),
  getForClient: getAct('client')(deps),
  approve: approveAct(deps),
  rejectAsClient: rejectActAsClient(deps),
  clientInvoice: actDocument('client', 'invoice')(deps),
  workingSpecialist: workingSpecialist(deps),
  claimReasons: claimReasonList,
  createClaim: createClaim(deps),
  listOwnClaims: listOwnClaims(deps),
  // Managers
  listForManager: listActs('manager')(deps),
  statusCounts: actStatusCounts(deps),
  getForManager: getAct('manager')(deps),
  history: actHistory(deps),
  sendToClient: sendActToClient(deps),
  rejectAsManager: rejectActAsManager(deps),
  markAwaitingPayment: markActAwaitingPayment(deps),
  markPaid: markActPaid(deps),
  managerInvoice: actDocument('manager', 'invoice')(deps),
  managerDocument: actDocument('manager', 'act')(deps),
  forExport: actsForExport(deps),
  listClaims: listClaimsForManager(deps),
  getClaim: getClaimForManager(deps),
  answerClaim: answerClaim(deps),
  closeClaim: closeClaim(deps),
});
export type ActService = ReturnType<typeof actService>;
