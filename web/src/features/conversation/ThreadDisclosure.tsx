import { Button, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import type { SubjectType } from './conversationWords';
import { Thread } from './Thread';

/**
 * The compact inline variant, for subjects listed many to a page (claims): a button opens the subject's thread in
 * place, so the messages are read only when someone asks for them.
 */
export const ThreadDisclosure = ({
  subjectType,
  subjectId,
  title,
  about,
}: {
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  readonly title: string;
  /** What the button's accessible name adds to tell the subjects apart ('the claim about Anna J.'). */
  readonly about: string;
}) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${open ? 'Hide' : 'Show'} messages about ${about}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide messages' : 'Messages'}
      </Button>
      {open ? (
        <div id={panelId}>
          <Thread subjectType={subjectType} subjectId={subjectId} title={title} inline framed={false} />
        </div>
      ) : null}
    </Stack>
  );
};
