import {
  AddSpecialistInput,
  AddTeamInput,
  CartOutput,
  RemoveItemsInput,
  UpdateItemInput,
} from '../../../application/cart/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'cart';

/** The request cart of the seeds (`specialist-request-list`): every answer is the whole cart, amounts in integer cents. */
export const cartRoutes = (routes: RestRoutes, { cart }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/specialist-request-list/specialists',
    tag,
    auth: true,
    response: CartOutput,
    summary: "The caller's cart with amounts",
    handle: (r) => cart.getCart(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request-list/add-specialist',
    tag,
    auth: true,
    response: CartOutput,
    body: AddSpecialistInput,
    summary: 'Add a specialist for a period (repeating the same requestId adds once)',
    handle: (r) => cart.addSpecialist(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request-list/add-specialists',
    tag,
    auth: true,
    response: CartOutput,
    body: AddTeamInput,
    summary: 'Add a whole team for a period',
    handle: (r) => cart.addTeam(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request-list/update-specialist',
    tag,
    auth: true,
    response: CartOutput,
    body: UpdateItemInput,
    summary: 'Change the period, work format or hours of an item',
    handle: (r) => cart.updateItem(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/specialist-request-list/remove-specialist',
    tag,
    auth: true,
    response: CartOutput,
    body: RemoveItemsInput,
    summary: 'Remove items (a team leaves whole)',
    handle: (r) => cart.removeItems(r.actor, r.body),
  });
};
