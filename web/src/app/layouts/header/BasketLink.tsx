import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { countLabelOf } from '../../../kit/CountBadge';
import { CartIcon } from '../../../kit/icons';
import { useCart } from '../../../features/cart/useCart';
import { countOf } from '../../../kit/plural';

/** The request cart, for clients only, with how many specialists it holds. */
export const BasketLink = () => {
  const count = useCart().data?.count ?? 0;
  return (
    <Indicator label={countLabelOf(count)} size={16} color="red" disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/myrequest"
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={`Interview request cart, ${countOf(count, 'item')}`}
      >
        <CartIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
};
