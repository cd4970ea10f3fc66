import { Alert, Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../format';

type AsOfControlProps = {
  /** The moment shown now, if a past version is open. */
  readonly at: Date | null;
  readonly onChoose: (at: Date) => void;
  /** What is shown: 'card' or 'solution'. */
  readonly subject?: string;
};

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Opens the card as it was at any moment the manager types (local time, to the minute). */
export const AsOfControl = ({ at, onChoose, subject = 'card' }: AsOfControlProps) => {
  const [value, setValue] = useState(at ? dayjs(at).format(LOCAL_FORMAT) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = dayjs(value);
    if (!value || !chosen.isValid()) return setError('Enter a date and time');
    if (chosen.isAfter(dayjs())) return setError('Choose a moment in the past');
    setError(null);
    // The whole chosen minute counts: an event at 10:15:30 belongs to "as of 10:15".
    onChoose(chosen.endOf('minute').toDate());
  };
  return (
    <form onSubmit={submit} aria-label={`View the ${subject} as of a moment`}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="datetime-local"
          label="View as of"
          description={`The ${subject} as it was at this moment`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          max={dayjs().format(LOCAL_FORMAT)}
          error={error}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default">
          Show
        </Button>
      </Group>
    </form>
  );
};

type AsOfBannerProps = {
  readonly at: Date;
  readonly version: number;
  readonly onBack: () => void;
  readonly subject?: string;
};

/** Says, above a past version, that it is past and read-only, with the way back. */
export const AsOfBanner = ({ at, version, onBack, subject = 'card' }: AsOfBannerProps) => (
  <Alert
    color="yellow"
    variant="filled"
    role="status"
    aria-label="Past version"
    title={`You are viewing a past version of the ${subject}`}
  >
    <Group justify="space-between" gap="sm">
      <Text size="sm">
        As it was on {formatDateTime(at)}, version {version} of its history. Read-only: actions apply to the current
        version.
      </Text>
      <Button size="xs" variant="white" color="dark" onClick={onBack}>
        Back to the current version
      </Button>
    </Group>
  </Alert>
);

/** Opens the item as it was right after one event of its history. */
export const ViewVersionLink = ({
  eventWords,
  version,
  onView,
}: {
  readonly eventWords: string;
  readonly version: number;
  readonly onView: () => void;
}) => (
  <Anchor
    component="button"
    type="button"
    size="sm"
    ta="left"
    onClick={onView}
    aria-label={`View this version (${eventWords.toLowerCase()}, version ${version})`}
  >
    View this version
  </Anchor>
);
