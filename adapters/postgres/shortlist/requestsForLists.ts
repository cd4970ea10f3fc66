import type { ClientRequestReadModel, ClientRequestRow } from '../../../application/clientRequest/clientRequestPorts';
import type { RequestForList, RequestsForLists } from '../../../application/shortlist/shortlistPorts';

/** A company keeps far fewer requests than this; the choice lists the latest changed. */
const CHOICES_MAX = 200;

const forList = (row: ClientRequestRow): RequestForList => ({
  id: row.id,
  clientId: row.clientId,
  title: row.title,
  keySkills: row.keySkills.map((skill) => skill.title),
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
});

/** The client requests a list may be tied to, read from the requests' own read model (`client_requests`). */
export const requestsForLists = (requests: ClientRequestReadModel): RequestsForLists => ({
  find: async (requestId) => {
    const row = await requests.find(requestId);
    return row ? forList(row) : null;
  },
  ofClient: async (clientId) =>
    (await requests.list({ clientId }, '-updatedAt', { page: 1, count: CHOICES_MAX })).items.map(forList),
});
