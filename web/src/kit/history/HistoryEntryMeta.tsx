import { Text } from '@mantine/core';
import type { ActorRole } from '../../../../domain/shared/eventMetadata';
import { formatDateTime } from '../format';

export const actorRoleLabels: Record<ActorRole, string> = {
  partner: 'Partner agency',
  client: 'Client',
  manager: 'Platform manager',
  system: 'System',
};

export const roleLabelOf = (role: string): string =>
  role in actorRoleLabels ? actorRoleLabels[role as ActorRole] : role;

/** A line of any item's history (application/moderation/history.ts): who acted, as whom, when. */
type Acted = {
  readonly at: string;
  readonly version: number;
  readonly actor: { readonly name: string; readonly role: string };
  readonly emulatedBy: { readonly name: string } | null;
};

/** Who did it, naming the platform manager who acted as them. */
export const actedByOf = (entry: Acted): string => {
  const actor = `${entry.actor.name}, ${roleLabelOf(entry.actor.role).toLowerCase()}`;
  return entry.emulatedBy ? `${entry.emulatedBy.name} (platform manager) acting as ${actor}` : actor;
};

/** The who and when under a history entry's title; the version when the item's versions can be opened. */
export const HistoryEntryMeta = ({
  entry,
  withVersion = false,
}: {
  readonly entry: Acted;
  readonly withVersion?: boolean;
}) => (
  <>
    <Text size="sm">{actedByOf(entry)}</Text>
    <Text size="xs" c="dimmed">
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      {withVersion ? ` · version ${entry.version}` : ''}
    </Text>
  </>
);
