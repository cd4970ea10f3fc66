import { ActionIcon, Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useField } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { RadioGroupField } from '../../../kit/form/RadioGroupField';
import { formatDate } from '../../../kit/format';
import { TextareaField } from '../../../kit/form/TextareaField';
import { CatalogPriceHint } from './CatalogPriceHint';
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField';
import { DateField } from '../../../kit/form/DateField';
import { DigitsField } from '../../../kit/form/DigitsField';
import { SwitchField } from '../../../kit/form/SwitchField';
import type { EditorReference } from './useEditorReference';

/** Working conditions, the agency's 'not available' periods, and the manager's review. */
type Period = { readonly startPeriod: string; readonly endPeriod: string };

type ConditionsStepProps = {
  readonly reference: EditorReference;
  readonly isManager: boolean;
  readonly clientReservations: readonly Period[];
  readonly reviewForEarlierVersion: boolean;
};

export const ConditionsStep = ({
  reference,
  isManager,
  clientReservations,
  reviewForEarlierVersion,
}: ConditionsStepProps) => {
  const formats =
    useField<string[]>('workingConditions.workFormats', { subscription: { value: true } }).input.value ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DigitsField
          name="workingConditions.hourPrice"
          label="Hourly rate, $"
          required
          maxLength={5}
          description="What the specialist gets per hour"
        />
        <CatalogPriceHint />
      </SimpleGrid>
      <CheckboxGroupField
        name="workingConditions.workFormats"
        label="Work format"
        required
        options={[
          { value: 'full-time', label: 'Full-time' },
          { value: 'part-time', label: 'Part-time' },
        ]}
      />
      {formats.includes('part-time') ? (
        <DigitsField
          name="workingConditions.hoursPerWeek"
          label="Hours per week"
          required
          maxLength={LIMITS.hoursPerWeekDigits}
        />
      ) : null}
      <CheckboxGroupField
        name="workingConditions.engagementTypes"
        label="Engagement types"
        options={reference.engagementTypes}
      />
      <RadioGroupField
        name="workingConditions.readyForRelocation"
        label="Ready for relocation"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
      <Group gap="xl">
        <SwitchField name="workingConditions.businessTrips" label="Ready for business trips" />
        <SwitchField name="workingConditions.teamOnlyReserve" label="Available only as part of a team" />
      </Group>

      <Title order={3} size="h5">
        Not available
      </Title>
      <Text size="sm" c="dimmed">
        Periods when the specialist cannot take a project; clients cannot book these dates.
      </Text>
      <FieldArray name="agencyReservations">
        {({ fields }) => (
          <Stack gap="xs">
            {fields.map((field, index) => (
              <Group key={field} align="flex-end" wrap="nowrap">
                <DateField name={`${field}.startPeriod`} label={`From #${index + 1}`} />
                <DateField name={`${field}.endPeriod`} label={`To #${index + 1}`} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove period #${index + 1}`}
                  onClick={() => fields.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => fields.push({ startPeriod: '', endPeriod: '' })}
            >
              Add period
            </Button>
          </Stack>
        )}
      </FieldArray>

      <Title order={3} size="h5">
        Client reservations
      </Title>
      {clientReservations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No client has booked this specialist yet.
        </Text>
      ) : (
        <List size="sm" aria-label="Client reservations">
          {clientReservations.map((r) => (
            <List.Item key={`${r.startPeriod}-${r.endPeriod}`}>
              {formatDate(r.startPeriod)} – {formatDate(r.endPeriod)} (booked by a client; read-only)
            </List.Item>
          ))}
        </List>
      )}

      {isManager ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            Manager review
          </Title>
          {reviewForEarlierVersion ? (
            <Alert color="orange" variant="light" role="note">
              The agency changed the card after this review, so it is no longer verified. Check the changes and switch
              the mark on again to verify this version.
            </Alert>
          ) : null}
          <SwitchField name="review.verified" label="Verified specialist" />
          <TextareaField name="review.hrReview" label="Review" maxLength={LIMITS.text} />
        </Stack>
      ) : null}
    </Stack>
  );
};
