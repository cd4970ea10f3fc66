import { ActionIcon, Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { grades } from '../../../../../domain/specialist/specialist.content';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { TextareaField } from '../../../kit/form/TextareaField';
import { gradeLabelOf } from '../card/specialistLabels';
import { CreatableMultiSelectField } from '../../../kit/form/CreatableMultiSelectField';
import { MultiSelectField } from '../../../kit/form/MultiSelectField';
import { SelectField } from '../../../kit/form/SelectField';
import type { EditorReference } from './useEditorReference';

/** Role and skills: what the specialist does, how well, and in which languages. */
export const SkillsStep = ({ reference }: { readonly reference: EditorReference }) => {
  const form = useForm();
  const grade = useField<string | null>('shared.grade', { subscription: { value: true } }).input.value;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelectField
          name="shared.categories"
          label="Category"
          required
          options={reference.categories}
          onPicked={(categories) => {
            // Subcategories of a category no longer chosen are dropped.
            const still = new Set(categories);
            const current = (form.getState().values.shared?.subcategories ?? []) as string[];
            form.change(
              'shared.subcategories',
              current.filter((id) => still.has(reference.parentOfSubcategory.get(id) ?? '')),
            );
          }}
        />
        {/* Required when a chosen category has subcategories (the schema's rule): exactly when there are some to choose. */}
        <MultiSelectField
          name="shared.subcategories"
          label="Subcategory"
          required={reference.subcategories.length > 0}
          options={reference.subcategories}
          placeholder={reference.subcategories.length ? 'Choose' : 'Choose a category first'}
        />
        <SelectField
          name="shared.specializationId"
          label="Role (specialization)"
          required
          options={reference.specializations}
          description="If no suitable role is listed, contact your personal manager"
        />
        <SelectField
          name="shared.grade"
          label="Grade"
          required
          searchable={false}
          options={grades.map((g) => ({ value: g, label: gradeLabelOf(g) }))}
        />
      </SimpleGrid>
      {grade === 'lead' ? (
        <Alert color="blue" role="note">
          For the Lead grade, describe the team-leading experience in the projects.
        </Alert>
      ) : null}
      <CreatableMultiSelectField
        name="shared.keySkills"
        label="Key skills"
        required
        known={reference.keySkills}
        suggestions={{ label: 'Popular for this role', entries: reference.popularSkills }}
        paste={{
          label: 'Paste skills',
          description: 'A list from a CV or a job post, separated by commas or new lines',
          button: 'Match skills',
        }}
        nothingFound="No such skill in the dictionary"
      />
      <MultiSelectField name="shared.workIndustries" label="Domains" options={reference.industries} />
      <TextareaField name="texts.en.description" label="BIO" maxLength={LIMITS.text} />
      <FieldArray name="shared.languages">
        {({ fields }) => (
          <Stack gap="xs">
            <Text fw={500} size="sm">
              Language skills
            </Text>
            {fields.map((field, index) => (
              <Group key={field} align="flex-end" wrap="nowrap">
                <SelectField
                  name={`${field}.language`}
                  label={`Language #${index + 1}`}
                  options={reference.languages}
                />
                <SelectField
                  name={`${field}.level`}
                  label={`Level #${index + 1}`}
                  options={reference.levels}
                  searchable={false}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove language #${index + 1}`}
                  onClick={() => fields.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button variant="light" size="xs" w="fit-content" onClick={() => fields.push({ language: '', level: '' })}>
              Add language
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
};
