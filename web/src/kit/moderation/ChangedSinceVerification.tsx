import { Alert, Badge, Button, List, Stack, Switch, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { formatDateTime } from '../format';
import { statusColumn } from '../list/columns';
import type { ListColumn } from '../list/ListTable';
import { LoadingState } from '../LoadingState';

/**
 * An item its agency edited in the catalogue after a manager last verified it (published or saved it): the server's
 * `changedSinceVerification`, which the domain keeps. The manager's lists filter and mark such items; the item's page
 * says what changed since.
 */

/** The mark on a row of a manager's list. */
export const ChangedSinceVerificationBadge = ({ label }: { readonly label: string }) => (
  <Badge color="orange" variant="outline" radius="sm" tt="none" size="sm">
    {label}
  </Badge>
);

/** The status of a manager's row, with the mark under it while the item waits for a manager to look again. */
export const verifiedStatusColumn = <
  Row extends { readonly status: string; readonly changedSinceVerification: boolean },
>(
  Tag: ComponentType<{ readonly status: string }>,
  changedLabel: string | null,
): ListColumn<Row, 'status'> => ({
  ...statusColumn<Row>(Tag),
  cell: (row) => (
    <Stack gap={4} align="flex-start">
      <Tag status={row.status} />
      {changedLabel && row.changedSinceVerification ? <ChangedSinceVerificationBadge label={changedLabel} /> : null}
    </Stack>
  ),
});

/** The manager's filter: only the items changed since a manager verified them. */
export const ChangedSinceVerificationFilter = ({
  label,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (on: boolean) => void;
}) => (
  <Switch
    label={label}
    checked={checked}
    onChange={(event) => onChange(event.currentTarget.checked)}
    style={{ alignSelf: 'center' }}
  />
);

type ChangesProps = {
  /** 'Changed since verification', 'Changed since publication': the words of the area's list. */
  readonly title: string;
  /** 'card', 'solution'. */
  readonly subject: string;
  /** What the manager last did: 'verified', 'published or saved'. */
  readonly lastLook: string;
  /** When a manager last published or saved the item; null when none has. */
  readonly verifiedAt: string | Date | null;
  /** What the edit means for the item until a manager looks again. */
  readonly consequence: string;
  /** What changed since then, as sentences; undefined while the past version loads. */
  readonly lines: readonly string[] | undefined;
  readonly error: string | null;
  readonly onRetry: () => void;
};

/** At the top of a manager's item page: the agency changed the item since it was verified, and what changed. */
export const ChangesSinceVerification = ({
  title,
  subject,
  lastLook,
  verifiedAt,
  consequence,
  lines,
  error,
  onRetry,
}: ChangesProps) => (
  <Alert color="orange" variant="light" title={title} role="region" aria-label={title}>
    <Stack gap="xs">
      <Text size="sm">
        The agency edited this {subject} after a platform manager last {lastLook} it
        {verifiedAt ? ` (${formatDateTime(verifiedAt)})` : ''}. {consequence}
      </Text>
      {error ? (
        <Text size="sm" c="red">
          {error}{' '}
          <Button variant="subtle" size="compact-sm" onClick={onRetry}>
            Try again
          </Button>
        </Text>
      ) : lines === undefined ? (
        <LoadingState rows={2} label={`Comparing with the version a manager ${lastLook}`} />
      ) : (
        <List size="sm" spacing={2} aria-label={`What changed in the ${subject}`}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  </Alert>
);
