import { z } from 'zod';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const params = z.object({ id: z.string() });

export const companyRoutes = (routes: RestRoutes, { company }: AppServices): void => {
  routes.add({
    method: 'get', path: '/api/agency/info/:id', tag: 'company', auth: true, params,
    summary: 'The agency of the personal area: its own for a partner, any for staff',
    handle: (r) => company.getAgencyInfo(r.actor, { id: r.params.id }),
  });
  routes.add({
    method: 'get', path: '/api/client/info/:id', tag: 'company', auth: true, params,
    summary: 'The client company of the personal area: its own for a client, any for staff',
    handle: (r) => company.getClientInfo(r.actor, { id: r.params.id }),
  });
};
