import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { countLabelOf } from '../../../kit/CountBadge';
import { CartIcon } from '../../../kit/icons';

/** The request cart, for clients only; the count comes with the cart feature. */
export const BasketLink = ({ count }: { readonly count: number }) => (
  <Indicator label={countLabelOf(count)} size={16} color="red" disabled={count === 0} offset={4}>
    <ActionIcon component={Link} to="/myrequest" variant="subtle" size="lg" radius="xl" aria-label={`Interview request cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <CartIcon size={20} />
    </ActionIcon>
  </Indicator>
);
