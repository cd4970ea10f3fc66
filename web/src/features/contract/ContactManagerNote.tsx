import { Anchor, Text } from '@mantine/core';
import type { Profile } from '../../app/trpc';

/** Who to ask for a contract: the personal manager by name and e-mail when one is assigned. */
export const ContactManagerNote = ({ manager }: { readonly manager: Profile['personalManager'] | undefined }) =>
  manager ? (
    <Text size="sm" component="span">
      Your personal manager is {manager.name} {manager.surname}:{' '}
      <Anchor href={`mailto:${manager.email}`}>{manager.email}</Anchor>.
    </Text>
  ) : (
    <Text size="sm" component="span">
      A personal manager will be assigned to your company soon; the contact is in the side menu.
    </Text>
  );
