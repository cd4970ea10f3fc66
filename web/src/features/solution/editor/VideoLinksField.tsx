import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { SOLUTION_LIMITS, youtubeEmbedUrl } from '../../../../../application/solution/schemas';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { fieldSubscription } from '../../../kit/form/fieldProps';

const VideoLinkRow = ({
  name,
  index,
  onRemove,
}: {
  readonly name: string;
  readonly index: number;
  readonly onRemove: () => void;
}) => {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const value = input.value ?? '';
  const embedded = value.trim() !== '' && youtubeEmbedUrl(value) !== null;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        {...input}
        value={value}
        type="url"
        inputMode="url"
        label={`Video link #${index + 1}`}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={SOLUTION_LIMITS.videoLink}
        error={fieldErrorOf(meta)}
        description={
          value.trim() === ''
            ? undefined
            : embedded
              ? 'A YouTube video: shown as a player on the solution page'
              : 'Shown as a link on the solution page'
        }
        style={{ flex: 1 }}
      />
      <CloseButton mt={28} aria-label={`Delete video link #${index + 1}`} onClick={onRemove} />
    </Group>
  );
};

/** The Video card: YouTube (or other) links, added and deleted one by one. */
export const VideoLinksField = () => (
  <FieldArray name="videoLinks" subscription={{ length: true }}>
    {({ fields }) => (
      <Stack gap="sm">
        {(fields.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            No video links yet.
          </Text>
        ) : null}
        {fields.map((name, index) => (
          <VideoLinkRow key={name} name={name} index={index} onRemove={() => fields.remove(index)} />
        ))}
        {(fields.length ?? 0) < SOLUTION_LIMITS.videoLinks ? (
          <Button variant="light" w="fit-content" onClick={() => fields.push('')}>
            Add video link
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            At most {SOLUTION_LIMITS.videoLinks} video links.
          </Text>
        )}
      </Stack>
    )}
  </FieldArray>
);
