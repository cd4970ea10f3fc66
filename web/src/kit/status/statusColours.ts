/** Colour tables of the seeds' section 4, one per way a status is shown. */

const entityIconColours: Record<string, string> = {
  inactive: 'gray',
  draft: 'gray',
  checked: 'green',
  in_cooperation: 'green',
  unchecked: 'red',
  blocked: 'red',
  awaiting_publication: 'orange',
  awaiting_payment: 'orange',
  on_publication: 'orange',
  started: 'orange',
  processing: 'orange',
  finished: 'red.3',
};

const tagColours: Record<string, string> = {
  draft: 'gray',
  'not-active': 'gray',
  moderation: 'orange',
  wait_approve: 'orange',
  rejected: 'red',
  'rejected-by-leader': 'red',
  blocked: 'red',
  declined: 'red',
  published: 'green',
  approved: 'green',
  signed: 'green',
};

const badgeColourGroups: Record<string, readonly string[]> = {
  gray: ['draft', 'temporarily_unavailable', 'waiting-start-work', 'inactive', 'new'],
  yellow: [
    'moderation',
    'working',
    'sent_for_approval_to_platform',
    'sent_for_approval_to_client',
    'approved',
    'pending_signature',
    'signed_by_counterparty',
    'review_by_manager',
    'interview_with_tn_hr',
    'awaiting_dispatch',
    'CV_pending_client',
    'interview',
  ],
  green: ['published', 'finished', 'paid', 'signed', 'active'],
  red: ['declined', 'deleted', 'rejected', 'voided'],
};

const badgeColours: Record<string, string> = Object.fromEntries(
  Object.entries(badgeColourGroups).flatMap(([colour, statuses]) => statuses.map((status) => [status, colour])),
);

export const entityIconColourOf = (status: string): string => entityIconColours[status] ?? 'gray';
/** Any status not in the table names its colour itself, as the seeds say. */
export const tagColourOf = (status: string): string => tagColours[status] ?? status;
export const badgeColourOf = (status: string): string => badgeColours[status] ?? 'gray';
