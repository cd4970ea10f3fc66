import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useKeepsShortlists } from './keepsShortlists';

// The dialog loads when it is opened: it is not part of the specialist page's first load.
const SaveToListDialog = lazy(async () => ({ default: (await import('./SaveToListDialog')).SaveToListDialog }));

/** What a list can hold: a specialist, named as the catalogue names them, or an agency's team (booked whole). */
export type Saveable =
  | {
      readonly specialist: { readonly id: string; readonly name: string; readonly surnameInitial: string };
      readonly team?: undefined;
    }
  | { readonly team: { readonly id: string; readonly name: string }; readonly specialist?: undefined };

/**
 * 'Save to list' for the people of a client company: pick one of the company's lists (or name a new one) and save
 * the specialist or the team there; saving one already in the list changes nothing. Others see nothing.
 */
export const SaveToListButton = ({ specialist, team, ...props }: Saveable & ButtonProps) => {
  const keeps = useKeepsShortlists();
  const [opened, modal] = useDisclosure(false);
  if (!keeps) return null;
  const name = team ? `Team ${team.name}` : `${specialist.name} ${specialist.surnameInitial}`;
  const target = team ? { teamId: team.id } : { specialistUuid: specialist.id };
  return (
    <>
      <Button variant="default" onClick={modal.open} aria-label={`Save to list: ${name}`} {...props}>
        Save to list
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveToListDialog target={target} name={name} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
};
