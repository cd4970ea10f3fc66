import { addSpecialist } from './commands/addSpecialist';
import { addTeam } from './commands/addTeam';
import { removeItems } from './commands/removeItems';
import { updateItem } from './commands/updateItem';
import type { CartDeps } from './cartPorts';
import { getCart } from './queries/getCart';

export const cartService = (deps: CartDeps) => ({
  addSpecialist: addSpecialist(deps),
  addTeam: addTeam(deps),
  updateItem: updateItem(deps),
  removeItems: removeItems(deps),
  getCart: getCart(deps),
});
export type CartService = ReturnType<typeof cartService>;
