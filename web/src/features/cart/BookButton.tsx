import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../app/session/postLoginTarget';
import { useSession } from '../../app/session/SessionProvider';
import { ReservationModal, type BookableSpecialist } from './ReservationModal';
import { useIsClient } from './useCart';

/** 'Book' for clients (opens the reservation popup); visitors log in first; agencies and managers do not book. */
export const BookButton = ({ specialist, ...props }: { readonly specialist: BookableSpecialist } & ButtonProps) => {
  const { status } = useSession();
  const isClient = useIsClient();
  const location = useLocation();
  const [opened, modal] = useDisclosure(false);
  const label = `Book ${specialist.name} ${specialist.surnameInitial}`;
  if (status === 'guest') {
    return <Button component={Link} to={loginPathFor(location.pathname + location.search)} aria-label={label} {...props}>Book</Button>;
  }
  if (!isClient) return null;
  return (
    <>
      <Button onClick={modal.open} aria-label={label} {...props}>Book</Button>
      {opened ? <ReservationModal specialist={specialist} opened={opened} onClose={modal.close} /> : null}
    </>
  );
};
