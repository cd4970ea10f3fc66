import { acceptSlot } from './commands/acceptSlot';
import { changeClientPrice } from './commands/changeClientPrice';
import { chooseProposedSlot } from './commands/chooseProposedSlot';
import { createRequest } from './commands/createRequest';
import { declineCandidate } from './commands/declineCandidate';
import { declineRequest } from './commands/declineRequest';
import { hireCandidate } from './commands/hireCandidate';
import { requestAnotherInterview } from './commands/requestAnotherInterview';
import { startWorkOnStartDate } from './commands/startWorkOnStartDate';
import { moveCandidate } from './commands/moveCandidate';
import { proposeSlots } from './commands/proposeSlots';
import { proposeReschedule, proposeRescheduleAsCaller } from './commands/proposeReschedule';
import { pickRescheduledSlot, pickRescheduledSlotAsCaller } from './commands/pickRescheduledSlot';
import { cancelInterview, cancelInterviewAsCaller } from './commands/cancelInterview';
import { setVideoLink, setVideoLinkAsCaller } from './commands/setVideoLink';
import { nameInterviewers } from './commands/nameInterviewers';
import { listColleagues } from './queries/listColleagues';
import type { InterviewDeps } from './interviewPorts';
import { exportCandidates } from './queries/exportCandidates';
import { getCandidate } from './queries/getCandidate';
import { getCandidateHistory } from './queries/getCandidateHistory';
import { getInvitation } from './queries/getInvitation';
import { getCalendarFeed } from './queries/getCalendarFeed';
import { getCalendarFeedStatus } from './queries/getCalendarFeedStatus';
import { turnOnCalendarFeed } from './commands/turnOnCalendarFeed';
import { turnOffCalendarFeed } from './commands/turnOffCalendarFeed';
import { initRequest } from './queries/initRequest';
import { listForClient, listForManager, listForPartner } from './queries/listCandidates';

export const interviewService = (deps: InterviewDeps) => ({
  initRequest: initRequest(deps),
  createRequest: createRequest(deps),
  acceptSlot: acceptSlot(deps),
  chooseProposedSlot: chooseProposedSlot(deps),
  proposeSlots: proposeSlots(deps),
  declineRequest: declineRequest(deps),
  moveCandidate: moveCandidate(deps),
  hireCandidate: hireCandidate(deps),
  declineCandidate: declineCandidate(deps),
  requestAnotherInterview: requestAnotherInterview(deps),
  startWorkOnStartDate: startWorkOnStartDate(deps),
  changeClientPrice: changeClientPrice(deps),
  proposeReschedule: proposeRescheduleAsCaller(deps),
  pickRescheduledSlot: pickRescheduledSlotAsCaller(deps),
  cancelInterview: cancelInterviewAsCaller(deps),
  setVideoLink: setVideoLinkAsCaller(deps),
  nameInterviewers: nameInterviewers(deps),
  listColleagues: listColleagues(deps),
  clientProposesReschedule: proposeReschedule('client')(deps),
  clientPicksRescheduledSlot: pickRescheduledSlot('client')(deps),
  clientCancelsInterview: cancelInterview('client')(deps),
  partnerProposesReschedule: proposeReschedule('partner')(deps),
  partnerPicksRescheduledSlot: pickRescheduledSlot('partner')(deps),
  partnerCancelsInterview: cancelInterview('partner')(deps),
  partnerSetsVideoLink: setVideoLink('partner')(deps),
  managerProposesReschedule: proposeReschedule('manager')(deps),
  managerPicksRescheduledSlot: pickRescheduledSlot('manager')(deps),
  managerCancelsInterview: cancelInterview('manager')(deps),
  managerSetsVideoLink: setVideoLink('manager')(deps),
  listForClient: listForClient(deps),
  listForPartner: listForPartner(deps),
  listForManager: listForManager(deps),
  getCandidate: getCandidate(deps),
  getCandidateHistory: getCandidateHistory(deps),
  getInvitation: getInvitation(deps),
  getCalendarFeed: getCalendarFeed(deps),
  getCalendarFeedStatus: getCalendarFeedStatus(deps),
  turnOnCalendarFeed: turnOnCalendarFeed(deps),
  turnOffCalendarFeed: turnOffCalendarFeed(deps),
  exportCandidates: exportCandidates(deps, false),
  exportWorkingSpecialists: exportCandidates(deps, true),
});
export type InterviewService = ReturnType<typeof interviewService>;
