import type { RouterOutputs } from '../../app/trpc';
import {
  clientRequestStatuses,
  type ClientRequestAction,
  type ClientRequestStatus,
} from '../../../../domain/clientRequest/clientRequest.status';

export type ClientRequestView = RouterOutputs['clientRequest']['info'];
export type PublicClientRequest = RouterOutputs['clientRequest']['publicInfo'];
export type RequestResponse = RouterOutputs['clientRequest']['responses']['items'][number];
export type AgencyResponse = RouterOutputs['clientRequest']['myResponses']['items'][number];
export type RespondChoices = RouterOutputs['clientRequest']['respondChoices'];
export type { ClientRequestAction, ClientRequestStatus };

export const listedRequestStatuses = clientRequestStatuses.filter((s) => s !== 'new') as Exclude<
  ClientRequestStatus,
  'new'
>[];
export const isRequestStatus = (value: string): value is Exclude<ClientRequestStatus, 'new'> =>
  (listedRequestStatuses as string[]).includes(value);

const statusLabels: Record<ClientRequestStatus, string> = {
  new: 'New',
  draft: 'Draft',
  moderation: 'In moderation',
  published: 'Published',
  rejected: 'Rejected',
  closed: 'Closed',
};
export const requestStatusLabelOf = (status: string): string => statusLabels[status as ClientRequestStatus] ?? status;

export const requestActionLabels: Record<ClientRequestAction, string> = {
  saveDraft: 'Save as draft',
  sendToModeration: 'Send to moderation',
  publish: 'Publish',
  reject: 'Reject',
  close: 'Close request',
  expire: 'Close',
};

export const workFormatLabels: Record<string, string> = { 'full-time': 'Full-time', 'part-time': 'Part-time' };
export const gradeLabels: Record<string, string> = {
  junior: 'Junior',
  'junior+': 'Junior+',
  middle: 'Middle',
  'middle+': 'Middle+',
  senior: 'Senior',
  lead: 'Lead',
};

/** Where each reader opens a request. */
export const requestPaths = {
  client: {
    list: '/pa/client-requests/list',
    create: '/pa/client-requests/create',
    item: (id: string) => `/pa/client-requests/${id}`,
    edit: (id: string) => `/pa/client-requests/${id}/update`,
  },
  manager: {
    list: '/manager/client-requests/list',
    create: '/manager/client-requests/create',
    item: (id: string) => `/manager/client-requests/${id}`,
  },
  public: { list: '/clients-requests', item: (id: string) => `/clients-requests/${id}` },
};
