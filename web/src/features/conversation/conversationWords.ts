import type { RouterOutputs } from '../../app/trpc';

export type ThreadList = RouterOutputs['conversation']['list'];
export type ThreadItem = ThreadList['items'][number];
export type SubjectThread = RouterOutputs['conversation']['subject'];
export type ThreadMessage = SubjectThread['items'][number];

export type SubjectType = ThreadItem['subjectType'];

export const subjectWords: Record<ThreadItem['subjectType'], string> = {
  candidate: 'Candidate',
  clientRequestResponse: 'Response to a request',
  contract: 'Contract',
  act: 'Act',
  claim: 'Claim',
  personalManager: 'Personal manager',
};

const kindWords: Record<ThreadMessage['maskedForOthers'][number], string> = {
  email: 'e-mail addresses',
  phone: 'phone numbers',
  messenger: 'messenger handles',
  link: 'links to other sites',
};

/** Why the other side reads the sender's message with parts hidden. */
export const maskedNotice = (kinds: readonly ThreadMessage['maskedForOthers'][number][]): string =>
  `The other side reads this message without its ${kinds.map((k) => kindWords[k]).join(', ')}: contact details stay inside the platform.`;
