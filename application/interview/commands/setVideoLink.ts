import { err } from 'neverthrow';
import type { CandidateSide } from '../../../domain/interview/interview.status';
import { forbidden } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { SetVideoLinkInput } from '../schemas';
import { callerSideCommand, candidateCommand, type CandidateCommandOf } from './runCommand';

const notTheClients = forbidden(
  "The specialist's agency or the platform sets the interview's video link",
  'interview.video_link_forbidden',
);

/**
 * `POST /api/interview-request/video-link` (the agency) and `/admin/api/candidate/video-link` (the manager): the fixed
 * interview's video call gets the link entered (http(s) only, `checkVideoLink`), or the platform's own room again
 * (null), until the interview ends. Every participant gets the updated invitation (same UID, higher SEQUENCE),
 * decided in `../mails.ts` and written with the event. The client joins the call; it does not set it.
 */
export const setVideoLink = (side: CandidateSide): CandidateCommandOf =>
  side === 'client'
    ? () => async (actor) => authorize(actor).andThen(() => err(notTheClients))
    : candidateCommand(side, SetVideoLinkInput, (input, context) => ({
        ...context,
        action: 'setVideoLink',
        videoUrl: input.videoUrl,
      }));

/** tRPC `interview.setVideoLink`: the caller's own side. */
export const setVideoLinkAsCaller = callerSideCommand(setVideoLink);
