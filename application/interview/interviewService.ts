import { chooseProposedSlot } from './commands/clientAnswers';
import { createRequest } from './commands/createRequest';
import { changeClientPrice, moveCandidate } from './commands/managerActions';
import { acceptSlot, declineRequest, proposeSlots } from './commands/partnerAnswers';
import type { InterviewDeps } from './interviewPorts';
import { getCandidateHistory } from './queries/candidateHistory';
import { initRequest } from './queries/initRequest';
import { exportCandidates } from './queries/exportCandidates';
import { getCandidate, listForClient, listForManager, listForPartner } from './queries/listCandidates';

export const interviewService = (deps: InterviewDeps) => ({
  initRequest: initRequest(deps),
  createRequest: createRequest(deps),
  acceptSlot: acceptSlot(deps),
  chooseProposedSlot: chooseProposedSlot(deps),
  proposeSlots: proposeSlots(deps),
  declineRequest: declineRequest(deps),
  moveCandidate: moveCandidate(deps),
  changeClientPrice: changeClientPrice(deps),
  listForClient: listForClient(deps),
  listForPartner: listForPartner(deps),
  listForManager: listForManager(deps),
  getCandidate: getCandidate(deps),
  getCandidateHistory: getCandidateHistory(deps),
  exportCandidates: exportCandidates(deps, false),
  exportWorkingSpecialists: exportCandidates(deps, true),
});
export type InterviewService = ReturnType<typeof interviewService>;
