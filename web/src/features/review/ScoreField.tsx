import { Group, Radio } from '@mantine/core';
import { useField } from 'react-final-form';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { fieldSubscription } from '../../kit/form/fieldProps';
import { scoreWords } from './reviewWords';

/** A score from 1 to 5 as five labelled radios: arrows move between them, as in any radio group. */
export const ScoreField = ({ name, label }: { readonly name: string; readonly label: string }) => {
  const { input, meta } = useField<number | undefined>(name, { subscription: fieldSubscription });
  return (
    <Radio.Group
      name={input.name}
      label={label}
      value={input.value ? String(input.value) : null}
      onChange={(value) => {
        input.onChange(Number(value));
        input.onBlur();
      }}
      error={fieldErrorOf(meta)}
      withAsterisk
    >
      <Group mt="xs" gap="md">
        {[1, 2, 3, 4, 5].map((score) => (
          <Radio key={score} value={String(score)} label={`${score} ${scoreWords[score]}`} />
        ))}
      </Group>
    </Radio.Group>
  );
};
