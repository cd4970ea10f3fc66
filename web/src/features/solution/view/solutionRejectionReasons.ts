/**
 * The usual reasons a manager rejects a solution. The seeds leave the list open ("rejects with reasons"): these
 * cover what moderators most often send back; anything else goes in "Other reason" or the comment.
 * Reasons travel as text, so the agency reads exactly what the manager ticked.
 */
export const standardSolutionRejectionReasons = [
  'The description does not explain what the solution does',
  'The logo is missing, unreadable or not the product’s',
  'Screenshots are missing or do not show the product',
  'The website or video links do not work',
  'The categories do not match the solution',
  'Contact details are given in the description',
  'Duplicate of another solution',
] as const;
