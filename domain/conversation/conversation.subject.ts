/**
 * What a thread is about, and who takes part in it. One thread per subject; the sides of a subject are the parties
 * that already see it (the client's people, the agency's people, a single company's people) and the platform.
 */
export const subjectTypes = [
  'candidate',
  'clientRequestResponse',
  'contract',
  'act',
  'claim',
  'personalManager',
] as const;
export type SubjectType = (typeof subjectTypes)[number];

export type Subject = { readonly type: SubjectType; readonly id: string };

/** `company`: the one company of a subject that concerns only it and the platform (a contract, its personal manager). */
export const conversationSides = ['client', 'agency', 'company', 'platform'] as const;
export type ConversationSide = (typeof conversationSides)[number];

/** Who takes part in a thread on each kind of subject. */
export const participantSides: { readonly [Type in SubjectType]: readonly ConversationSide[] } = {
  candidate: ['client', 'agency', 'platform'],
  clientRequestResponse: ['client', 'agency', 'platform'],
  act: ['client', 'agency', 'platform'],
  // A claim is the client's complaint to the platform about a specialist's work; the agency hears of it from the platform.
  claim: ['client', 'platform'],
  contract: ['company', 'platform'],
  personalManager: ['company', 'platform'],
};

export const takesPart = (type: SubjectType, side: ConversationSide): boolean => participantSides[type].includes(side);

/** The two marketplace sides that must not reach each other outside the platform. */
const isMarketSide = (side: ConversationSide): side is 'client' | 'agency' => side === 'client' || side === 'agency';

/**
 * Contact details are masked between the client and the agency only: a message of one reaches the other masked.
 * Staff read the original, and a company alone with the platform (a contract, its personal manager) is not masked.
 */
export const maskingApplies = (type: SubjectType, from: ConversationSide, to: ConversationSide): boolean =>
  isMarketSide(from) && isMarketSide(to) && from !== to && takesPart(type, from) && takesPart(type, to);

/** Whether a sender's messages on this subject reach a side they must be masked for. */
export const masksWhenSentBy = (type: SubjectType, from: ConversationSide): boolean =>
  participantSides[type].some((to) => maskingApplies(type, from, to));
