import { Text } from '@mantine/core';
import { CreateActInput, UpdateActInput } from '../../../../application/act/schemas';
import { MAX_ACT_COMMENT } from '../../../../domain/act/act.decide';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';
import { formatMoney, formatMonth } from '../../kit/format';
import { emptyMonthsReason } from './actWords';
import type { SubmissionErrors } from 'final-form';
import type { RouterOutputs } from '../../app/trpc';

type Billable = RouterOutputs['act']['billable']['items'][number];
export type CreateValues = { candidateId: string; month: string; hours: string; comment: string };
export type UpdateValues = { id: string; hours: string; comment: string };

/** The agency's new act: one of its specialists on a project, a month not billed yet, the hours; the rate is the card's. */
export const ActCreateForm = ({
  billable,
  onSubmit,
}: {
  readonly billable: readonly Billable[];
  readonly onSubmit: (values: CreateValues) => Promise<SubmissionErrors | undefined>;
}) => (
  <SchemaForm<CreateValues>
    label="New act"
    schema={CreateActInput}
    initialValues={{ comment: '' }}
    maw={560}
    onSubmit={onSubmit}
  >
    {(values) => {
      const chosen = billable.find((b) => b.candidateId === values.candidateId);
      const month = chosen?.months.find((m) => m.month === values.month);
      return (
        <>
          <SelectField
            name="candidateId"
            label="Specialist on a project"
            required
            options={billable.map((b) => ({ value: b.candidateId, label: `${b.specialist.name} · ${b.clientName}` }))}
          />
          <SelectField
            name="month"
            label="Month"
            required
            disabled={!chosen}
            emptyReason={emptyMonthsReason(chosen)}
            options={(chosen?.months ?? []).map((m) => ({ value: m.month, label: formatMonth(`${m.month}-01`) }))}
          />
          <TextField
            name="hours"
            label="Hours worked in the month"
            type="number"
            inputMode="numeric"
            withAsterisk
            description={
              month
                ? `${chosen?.workFormat === 'full-time' ? 'Full time' : 'Part time'}: about ${month.expectedHours} hours expected from ${month.startPeriod} to ${month.endPeriod}, at most ${month.maxHours}.`
                : undefined
            }
          />
          {chosen ? (
            <Text size="sm">
              Your rate: {formatMoney(chosen.agencyRateCents)} per hour (the specialist card&apos;s price).
              {month && Number(values.hours) > 0
                ? ` Amount: ${formatMoney(chosen.agencyRateCents * Math.round(Number(values.hours)))}.`
                : ''}
            </Text>
          ) : null}
          <TextareaField name="comment" label="Comment" maxLength={MAX_ACT_COMMENT} />
          <div>
            <SubmitButton>Create act</SubmitButton>
          </div>
        </>
      );
    }}
  </SchemaForm>
);

/** Hours and comment of a draft or rejected act. */
export const ActUpdateForm = ({
  initial,
  maxHours,
  onSubmit,
}: {
  readonly initial: UpdateValues;
  readonly maxHours: number;
  readonly onSubmit: (values: UpdateValues) => Promise<SubmissionErrors | undefined>;
}) => (
  <SchemaForm<UpdateValues>
    label="Edit act"
    schema={UpdateActInput}
    initialValues={initial}
    maw={560}
    onSubmit={onSubmit}
  >
    <TextField
      name="hours"
      label="Hours worked in the month"
      type="number"
      inputMode="numeric"
      withAsterisk
      description={`At most ${maxHours}.`}
    />
    <TextareaField name="comment" label="Comment" maxLength={MAX_ACT_COMMENT} />
    <div>
      <SubmitButton>Save</SubmitButton>
    </div>
  </SchemaForm>
);
