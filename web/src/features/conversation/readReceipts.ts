import type { ThreadMessage } from './conversationWords';

type Side = ThreadMessage['sender']['side'];

/** A side as the thread names it to its readers: the client never reads the agency's name, nor the agency the client's. */
const sideWords: Record<Side, string> = {
  agency: "the specialist's team",
  client: 'the client',
  company: 'the company',
  platform: 'the platform',
};

/** The receipt under the reader's own side's message: which other sides saw it ('Seen by the client'), or nothing. */
export const seenByLine = (message: ThreadMessage, readerSide: Side | undefined): string | null => {
  if (!readerSide || message.sender.side !== readerSide) return null;
  const sides = message.readBy.filter((side) => side !== readerSide);
  return sides.length === 0 ? null : `Seen by ${sides.map((side) => sideWords[side]).join(' and ')}`;
};
