import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../app/session/postLoginTarget';
import { useSession } from '../../app/session/SessionProvider';
import type { BookableSpecialist } from './ReservationModal';
import { useCart, useIsClient } from './useCart';

// The popup (date picker, number input) loads when it is opened: it is not part of the catalogue's first load.
const ReservationModal = lazy(async () => ({ default: (await import('./ReservationModal')).ReservationModal }));

/** Whether the client's request already holds the specialist, alone or in a team. */
const useInRequest = (specialistId: string): boolean => {
  const cart = useCart();
  const holds = (items: readonly { readonly specialistUuid: string }[]) =>
    items.some((item) => item.specialistUuid === specialistId);
  return (
    !!cart.data && (holds(cart.data.specialists.items) || cart.data.teams.items.some((team) => holds(team.specialists)))
  );
};

/**
 * 'Book' for clients (opens the reservation popup); a specialist already in the request says so and opens the
 * request instead; visitors log in first; agencies and managers do not book.
 */
export const BookButton = ({ specialist, ...props }: { readonly specialist: BookableSpecialist } & ButtonProps) => {
  const { status } = useSession();
  const isClient = useIsClient();
  const inRequest = useInRequest(specialist.id);
  const location = useLocation();
  const [opened, modal] = useDisclosure(false);
  const label = `Book ${specialist.name} ${specialist.surnameInitial}`;
  if (status === 'guest') {
    return (
      <Button component={Link} to={loginPathFor(location.pathname + location.search)} aria-label={label} {...props}>
        Book
      </Button>
    );
  }
  if (!isClient) return null;
  // The popup stays open after the add (it confirms what was added) while the button already says where the specialist is.
  return (
    <>
      {inRequest ? (
        <Button
          component={Link}
          to="/myrequest"
          aria-label={`${specialist.name} ${specialist.surnameInitial} is in your request: open it`}
          {...props}
          variant="outline"
        >
          In your request
        </Button>
      ) : (
        <Button onClick={modal.open} aria-label={label} {...props}>
          Book
        </Button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ReservationModal specialist={specialist} opened={opened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
};
