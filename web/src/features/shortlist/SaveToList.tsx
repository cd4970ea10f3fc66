import type { ButtonProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Saveable } from './SaveToListButton';
import { useKeepsShortlists } from './keepsShortlists';

// Only the people of a client company keep lists: a visitor's first load does not carry the button at all.
const SaveToListButton = lazy(async () => ({ default: (await import('./SaveToListButton')).SaveToListButton }));

/** 'Save to list' wherever a specialist or a team appears; loaded only for the people who keep lists. */
export const SaveToList = (props: Saveable & ButtonProps) =>
  useKeepsShortlists() ? (
    <Suspense fallback={null}>
      <SaveToListButton {...props} />
    </Suspense>
  ) : null;
