/**
 * The usual reasons a manager declines a card. The seeds leave the list open ("reject with extra reason fields"):
 * these cover what moderators most often send back; anything else goes in "Other reason" or the comment.
 * Reasons travel as text, so the agency reads exactly what the manager ticked.
 */
export const standardRejectionReasons = [
  'Projects are not described in enough detail',
  'Skills do not match the role or grade',
  'The photo is missing or unsuitable',
  'Education or certificates are incomplete',
  'The hourly rate looks wrong',
  'Contact details are given in the description',
  'Duplicate of another card',
] as const;
