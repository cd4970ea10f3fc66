import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useKeepsShortlists } from './useShortlists';

// The dialog loads when it is opened: it is not part of the specialist page's first load.
const SaveToListDialog = lazy(async () => ({ default: (await import('./SaveToListDialog')).SaveToListDialog }));

/**
 * 'Save to list' for the people of a client company: pick one of the company's lists (or name a new one) and save
 * the specialist there; saving one already in the list changes nothing. Others see nothing.
 */
export const SaveToListButton = ({
  specialist,
  ...props
}: {
  readonly specialist: { readonly id: string; readonly name: string; readonly surnameInitial: string };
} & ButtonProps) => {
  const keeps = useKeepsShortlists();
  const [opened, modal] = useDisclosure(false);
  if (!keeps) return null;
  const name = `${specialist.name} ${specialist.surnameInitial}`;
  return (
    <>
      <Button variant="default" onClick={modal.open} aria-label={`Save to list: ${name}`} {...props}>
        Save to list
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveToListDialog specialistId={specialist.id} name={name} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
};
