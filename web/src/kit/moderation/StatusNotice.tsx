import { Alert } from '@mantine/core';

/** What a status means for the user and what they can do next. */
export type Notice = { readonly title: string; readonly text: string; readonly colour: string };

/** A status's notice at the top of an item's page; nothing when the status has none. */
export const StatusNotice = ({ notice }: { readonly notice: Notice | undefined }) =>
  notice ? (
    <Alert color={notice.colour} variant="light" title={notice.title} role="note">
      {notice.text}
    </Alert>
  ) : null;
