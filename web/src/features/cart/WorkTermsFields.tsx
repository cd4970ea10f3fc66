import { Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import type { WorkFormat } from '../../../../domain/cart/cart.amounts';

type Props = {
  readonly workFormat: WorkFormat;
  readonly onWorkFormat: (format: WorkFormat) => void;
  /** Hours a week for part-time work; '' while the field is empty. */
  readonly hours: number | '';
  readonly onHours: (hours: number | '') => void;
};

/** How the specialist (or every member of a team) works: full-time, or part-time for some hours a week (1 to 40). */
export const WorkTermsFields = ({ workFormat, onWorkFormat, hours, onHours }: Props) => {
  const labelId = useId();
  return (
    <Group align="flex-end">
      <div>
        <Text size="sm" fw={500} id={labelId}>
          Work format
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={workFormat}
          onChange={(v) => onWorkFormat(v as WorkFormat)}
          data={[
            { value: 'full-time', label: 'Full-time' },
            { value: 'part-time', label: 'Part-time' },
          ]}
        />
      </div>
      {workFormat === 'part-time' ? (
        <NumberInput
          label="Hours a week"
          min={1}
          max={40}
          allowDecimal={false}
          value={hours}
          onChange={(v) => onHours(typeof v === 'number' ? v : '')}
          w={140}
        />
      ) : null}
    </Group>
  );
};
