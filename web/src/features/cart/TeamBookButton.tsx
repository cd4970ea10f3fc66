import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../app/session/postLoginTarget';
import { useSession } from '../../app/session/SessionProvider';
import type { BookableTeam } from './TeamReservationModal';
import { useIsClient } from './useCart';

// The popup loads when it is opened: it is not part of the public pages' first load.
const TeamReservationModal = lazy(async () => ({
  default: (await import('./TeamReservationModal')).TeamReservationModal,
}));

/** 'Book the team' for clients (the reservation popup for the whole team); visitors log in first; agencies and managers do not book. */
export const TeamBookButton = ({ team, ...props }: { readonly team: BookableTeam } & ButtonProps) => {
  const { status } = useSession();
  const isClient = useIsClient();
  const location = useLocation();
  const [opened, modal] = useDisclosure(false);
  // The visible words start the accessible name, so speech users can say what they see.
  const label = `Book the team ${team.name}`;
  if (status === 'guest')
    return (
      <Button component={Link} to={loginPathFor(location.pathname + location.search)} aria-label={label} {...props}>
        Book the team
      </Button>
    );
  if (!isClient) return null;
  return (
    <>
      <Button onClick={modal.open} aria-label={label} {...props}>
        Book the team
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <TeamReservationModal team={team} opened={opened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
};
