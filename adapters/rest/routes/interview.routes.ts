import { z } from 'zod';
import {
  AcceptSlotInput,
  CandidateHistoryInput,
  CandidateIdInput,
  CandidateListInput,
  ClientDeclineInput,
  CandidateListOutput,
  CandidateViewOutput,
  ChangeClientPriceInput,
  CreateRequestInput,
  DeclineInput,
  MoveCandidateInput,
  ProposeSlotsInput,
  RequestInitOutput,
  CreatedRequestOutput,
  CandidateActionOutput,
  CancelInterviewInput,
  ManagerCancelInterviewInput,
  SetVideoLinkInput,
  ManagerRescheduleInput,
  PickRescheduledSlotInput,
  RescheduleInput,
  CalendarFeedOffOutput,
  CalendarFeedOutput,
  CalendarFeedStatusOutput,
  CalendarFeedTokenInput,
  AnotherInterviewInput,
  ColleagueListOutput,
  NameInterviewersInput,
} from '../../../application/interview/schemas';
import { HistoryPageOutput, StatusCountsOutput } from '../../../application/shared/outputs';
import type { AppServices } from '../../services';
import type { Response } from 'express';
import type { Result } from 'neverthrow';
import type { AppError } from '../../../application/shared/appError';
import type { CandidateExport } from '../../../application/interview/queries/exportCandidates';
import { writeCandidatesWorkbook } from '../../documents/candidatesWorkbook';
import { sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';

const sendWorkbook = async (res: Response, exported: Result<CandidateExport, AppError>, filename: string) => {
  if (exported.isErr()) return sendError(res, exported.error);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
  );
  await writeCandidatesWorkbook(exported.value, res);
};

/** An iCalendar answer: never cached by a browser or a proxy (it is one person's), never sniffed as something else. */
const sendCalendar = (res: Response, ics: string, disposition: string) => {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', disposition);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(ics);
};

const tag = 'interview requests';
const idParams = z.object({ id: z.string() });

/** Interview requests: the client submits from the cart, the partner answers, the manager runs the candidate pipeline. */
export const interviewRoutes = (routes: RestRoutes, { interview }: AppServices): void => {
  // Client
  routes.add({
    method: 'post',
    path: '/api/specialist-request/init',
    tag,
    auth: true,
    response: RequestInitOutput,
    summary: 'What the scheduling page needs, and whether a signed contract allows submitting',
    handle: (r) => interview.initRequest(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/create',
    tag,
    auth: true,
    response: CreatedRequestOutput,
    body: CreateRequestInput,
    summary: 'Submit the chosen cart items with interview slots (repeating the same requestId creates nothing new)',
    handle: (r) => interview.createRequest(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-request/list/:clientUuid',
    tag,
    auth: true,
    params: z.object({ clientUuid: z.string() }),
    query: CandidateListInput,
    response: CandidateListOutput,
    summary: "The client's own candidates with their status and what the client may do",
    handle: (r) => interview.listForClient(r.actor, { ...r.query, clientUuid: r.params.clientUuid }),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-request/filters',
    tag,
    auth: true,
    response: StatusCountsOutput,
    summary: "Counts per status of the client's candidates",
    handle: async (r) =>
      (await interview.listForClient(r.actor, { clientUuid: r.actor?.companyId ?? '', count: 1 })).map((list) => ({
        statuses: list.statusCounts,
      })),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/choose-slot',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: AcceptSlotInput,
    summary: 'Take one of the times the partner proposed: the interview is fixed and the partner told',
    handle: (r) => interview.chooseProposedSlot(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/hire',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: CandidateIdInput,
    summary: 'After the interview, hire the specialist: the candidate is approved and the specialist booked',
    handle: (r) => interview.hireCandidate(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/decline',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: ClientDeclineInput,
    summary: 'After the interview, decline the specialist with a reason the agency reads',
    handle: (r) => interview.declineCandidate(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/another-interview',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: AnotherInterviewInput,
    summary:
      "After the interview, ask for another one at new times (free of the interviewers' other interviews and the specialist's reservations), optionally naming the interviewers anew; the agency answers them",
    handle: (r) => interview.requestAnotherInterview(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-request/colleagues',
    tag,
    auth: true,
    response: ColleagueListOutput,
    summary: "The client's verified, active people, whom it may name as interviewers",
    handle: (r) => interview.listColleagues(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/interviewers',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: NameInterviewersInput,
    summary:
      "Name the interviewers of a candidate's interview (the client's own verified, active people) while no time is fixed; each gets the invitations beside the contact",
    handle: (r) => interview.nameInterviewers(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/reschedule',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: RescheduleInput.omit({ forSide: true }),
    summary: 'Before the fixed interview, propose new times with a reason; the agency picks one',
    handle: (r) => interview.clientProposesReschedule(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/pick-rescheduled-slot',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: PickRescheduledSlotInput,
    summary: 'Take one of the new times the agency proposed: the interview moves and every participant gets the update',
    handle: (r) => interview.clientPicksRescheduledSlot(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request/cancel-interview',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: CancelInterviewInput.omit({ forSide: true }),
    summary: 'Cancel the fixed interview with a reason: every participant gets the cancellation (METHOD:CANCEL)',
    handle: (r) => interview.clientCancelsInterview(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-request/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: CandidateViewOutput,
    summary: 'One candidate of the caller (client, partner) or any (manager), with what the caller may do',
    handle: (r) => interview.getCandidate(r.actor, r.params),
  });

  routes.raw({
    method: 'get',
    path: '/api/interview/:id/invite.ics',
    tag,
    auth: true,
    params: idParams,
    fileType: 'text/calendar',
    summary:
      "The fixed interview's calendar invitation (iCalendar, same UID as the mailed one), to a participant: the client, the agency once the candidate is passed on, staff; 404 otherwise",
    raw: async (r, res) => {
      const found = await interview.getInvitation(r.actor, r.params);
      if (found.isErr()) return sendError(res, found.error);
      sendCalendar(res, found.value.ics, `attachment; filename="${found.value.fileName}"`);
    },
  });

  // A user's calendar subscription (issue 34).
  routes.add({
    method: 'get',
    path: '/api/user/calendar-feed',
    tag,
    auth: true,
    response: CalendarFeedStatusOutput,
    summary: "Whether the user's calendar subscription is on, and since when (its address is shown only when made)",
    handle: (r) => interview.getCalendarFeedStatus(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/calendar-feed',
    tag,
    auth: true,
    response: CalendarFeedOutput,
    summary:
      "Turn on or renew the user's private calendar subscription (the old address stops working); answers its webcal:// and https address, shown once",
    handle: (r) => interview.turnOnCalendarFeed(r.actor),
  });
  routes.add({
    method: 'delete',
    path: '/api/user/calendar-feed',
    tag,
    auth: true,
    response: CalendarFeedOffOutput,
    summary: "Turn the user's calendar subscription off: its address stops working",
    handle: (r) => interview.turnOffCalendarFeed(r.actor),
  });
  routes.raw({
    method: 'get',
    path: '/api/calendar/feed/:token.ics',
    tag,
    auth: false,
    params: CalendarFeedTokenInput,
    fileType: 'text/calendar',
    summary:
      "A user's calendar subscription (iCalendar): their interviews with the invitations' UIDs and, for clients and agencies, their specialists' project periods; what the user's pages show them, nothing more; 404 for an unknown, renewed or turned-off token",
    raw: async (r, res) => {
      const found = await interview.getCalendarFeed(r.params);
      if (found.isErr()) return sendError(res, found.error);
      res.setHeader('Referrer-Policy', 'no-referrer');
      sendCalendar(res, found.value.ics, 'inline; filename="interviews.ics"');
    },
  });

  // Partner
  routes.add({
    method: 'get',
    path: '/api/interview-request/list',
    tag,
    auth: true,
    query: CandidateListInput,
    response: CandidateListOutput,
    summary: "Interview requests for the partner's own specialists, with the answers the partner may give",
    handle: (r) => interview.listForPartner(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/accept-slot',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: AcceptSlotInput,
    summary: 'Accept one of the offered slots: the interview is fixed and the client told',
    handle: (r) => interview.acceptSlot(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/propose-slots',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: ProposeSlotsInput,
    summary: 'Offer other slots',
    handle: (r) => interview.proposeSlots(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/decline',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: DeclineInput,
    summary: 'Decline with a reason',
    handle: (r) => interview.declineRequest(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/reschedule',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: RescheduleInput.omit({ forSide: true }),
    summary: 'Before the fixed interview, propose new times with a reason; the client picks one',
    handle: (r) => interview.partnerProposesReschedule(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/pick-rescheduled-slot',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: PickRescheduledSlotInput,
    summary: 'Take one of the new times the client proposed: the interview moves and every participant gets the update',
    handle: (r) => interview.partnerPicksRescheduledSlot(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/cancel-interview',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: CancelInterviewInput.omit({ forSide: true }),
    summary: 'Cancel the fixed interview with a reason: every participant gets the cancellation (METHOD:CANCEL)',
    handle: (r) => interview.partnerCancelsInterview(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/interview-request/video-link',
    tag,
    auth: true,
    response: CandidateActionOutput,
    body: SetVideoLinkInput,
    summary:
      "Enter the fixed interview's video call link (http or https), or null for the platform's own room, until the interview ends: every participant gets the updated invitation",
    handle: (r) => interview.partnerSetsVideoLink(r.actor, r.body),
  });

  // Manager: the seeds name these calls in the plural (`/admin/api/candidates/...`); the singular paths stay for existing callers.
  for (const base of ['/admin/api/candidate', '/admin/api/candidates']) {
    routes.add({
      method: 'get',
      path: `${base}/list`,
      tag,
      auth: true,
      query: CandidateListInput,
      response: CandidateListOutput,
      summary: 'Every candidate with the moves the manager may make; onProject=true for specialists on projects',
      handle: (r) => interview.listForManager(r.actor, r.query),
    });
    routes.add({
      method: 'get',
      path: `${base}/filters`,
      tag,
      auth: true,
      response: StatusCountsOutput,
      summary: 'Counts per status',
      handle: async (r) =>
        (await interview.listForManager(r.actor, { count: 1 })).map((list) => ({ statuses: list.statusCounts })),
    });
    routes.add({
      method: 'get',
      path: `${base}/info/:id`,
      tag,
      auth: true,
      params: idParams,
      response: CandidateViewOutput,
      summary: 'One candidate',
      handle: (r) => interview.getCandidate(r.actor, r.params),
    });
    routes.add({
      method: 'get',
      path: `${base}/history/:id`,
      tag,
      auth: true,
      response: HistoryPageOutput,
      params: idParams,
      query: CandidateHistoryInput.omit({ id: true }),
      summary: 'Every event of a candidate with who acted, as whom, and when; newest first',
      handle: (r) => interview.getCandidateHistory(r.actor, { ...r.query, ...r.params }),
    });
    routes.add({
      method: 'post',
      path: `${base}/update`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: MoveCandidateInput,
      summary: 'Move a candidate along the pipeline; approval books the specialist for the period',
      handle: (r) => interview.moveCandidate(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/change-client-price`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: ChangeClientPriceInput,
      summary: 'Change the client hour price (dollars)',
      handle: (r) => interview.changeClientPrice(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/reschedule`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: ManagerRescheduleInput,
      summary: 'For the client or the agency (forSide), propose new times for the fixed interview with a reason',
      handle: (r) => interview.managerProposesReschedule(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/pick-rescheduled-slot`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: PickRescheduledSlotInput,
      summary: 'For the party that did not propose them, take one of the new times: the interview moves',
      handle: (r) => interview.managerPicksRescheduledSlot(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/cancel-interview`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: ManagerCancelInterviewInput,
      summary: 'For the client or the agency (forSide), cancel the fixed interview with a reason',
      handle: (r) => interview.managerCancelsInterview(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/video-link`,
      tag,
      auth: true,
      response: CandidateActionOutput,
      body: SetVideoLinkInput,
      summary:
        "Enter the fixed interview's video call link (http or https), or null for the platform's own room: every participant gets the updated invitation",
      handle: (r) => interview.managerSetsVideoLink(r.actor, r.body),
    });
  }
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/candidates',
    tag,
    auth: true,
    query: CandidateListInput,
    summary: 'Candidates as an Excel file (same filters as the list)',
    raw: async (r, res) => sendWorkbook(res, await interview.exportCandidates(r.actor, r.query), 'candidates'),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/working-specialists',
    tag,
    auth: true,
    query: CandidateListInput,
    summary: 'Specialists on projects as an Excel file',
    raw: async (r, res) =>
      sendWorkbook(res, await interview.exportWorkingSpecialists(r.actor, r.query), 'specialists-on-projects'),
  });
};
