import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { RadioGroupField } from '../../../kit/form/RadioGroupField';
import { TextField } from '../../../kit/form/TextField';
import { ImageUploadField } from '../../../kit/files/ImageUploadField';
import { DateField } from '../../../kit/form/DateField';
import { SelectField } from '../../../kit/form/SelectField';
import type { EditorReference } from './useEditorReference';

const today = () => new Date().toISOString().slice(0, 10);

/** General info: who the specialist is and where they live; the photo is shown in the catalogue. */
export const PersonalStep = ({
  reference,
  companyId,
}: {
  readonly reference: EditorReference;
  readonly companyId: string | null;
}) => {
  const form = useForm();
  const country = useField<string | null>('shared.countryCode', { subscription: { value: true } }).input.value;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="texts.en.surname" label="Last name" withAsterisk maxLength={LIMITS.name} />
        <TextField name="texts.en.name" label="First name" withAsterisk maxLength={LIMITS.name} />
        <TextField name="texts.en.middleName" label="Middle name" maxLength={LIMITS.name} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="shared.countryCode"
          label="Country"
          required
          options={reference.countries}
          onPicked={() => {
            // A new country clears the city: the old one is not in the new list.
            form.change('shared.cityId', null);
          }}
        />
        <SelectField
          name="shared.cityId"
          label="City"
          required
          options={reference.cities}
          disabled={!country}
          placeholder={
            reference.citiesLoading ? 'Loading cities…' : country ? 'Choose a city' : 'Choose a country first'
          }
        />
      </SimpleGrid>
      <ImageUploadField
        name="shared.photoId"
        label="Photo"
        purpose="photo"
        companyId={companyId}
        description=".jpg, .jpeg or .png, below 2 MB"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <RadioGroupField
          name="shared.gender"
          label="Gender"
          withAsterisk
          options={[
            { value: 'm', label: 'Male' },
            { value: 'f', label: 'Female' },
          ]}
        />
        <DateField name="shared.birthDate" label="Birth date" max={today()} />
        <TextField name="shared.phone" label="Phone" placeholder="+491701234567" />
      </SimpleGrid>
      <TextField name="shared.email" label="E-mail" type="email" />
      <FieldArray name="shared.socialLinks">
        {({ fields }) => (
          <Stack gap="xs">
            <Text fw={500} size="sm">
              Social links
            </Text>
            {fields.map((field, index) => (
              <Group key={field} align="flex-end" wrap="nowrap">
                <TextField
                  name={`${field}.title`}
                  label={`Network #${index + 1}`}
                  placeholder="LinkedIn"
                  style={{ flex: 1 }}
                />
                <TextField
                  name={`${field}.link`}
                  label={`Link #${index + 1}`}
                  placeholder="https://"
                  style={{ flex: 2 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove link #${index + 1}`}
                  onClick={() => fields.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button variant="light" size="xs" w="fit-content" onClick={() => fields.push({ title: '', link: '' })}>
              Add social link
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
};
