import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useField } from 'react-final-form';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { AccordionFieldArray } from '../../../kit/form/AccordionFieldArray';
import { CheckboxField } from '../../../kit/form/CheckboxField';
import { TextField } from '../../../kit/form/TextField';
import { TextareaField } from '../../../kit/form/TextareaField';
import { DateField } from '../../../kit/form/DateField';
import { emptyProject, type ProjectValues } from './formValues';

const today = () => new Date().toISOString().slice(0, 10);

const ProjectFields = ({ field }: { readonly field: string }) => {
  const untilNow = useField<boolean>(`${field}.untilNow`, { type: 'checkbox', subscription: { value: true } }).input
    .checked;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${field}.title`} label="Project title" withAsterisk maxLength={LIMITS.projectTitle} />
        <TextField name={`${field}.role`} label="Role in the project" withAsterisk maxLength={LIMITS.projectRole} />
      </SimpleGrid>
      <TextareaField name={`${field}.description`} label="Description" withAsterisk maxLength={LIMITS.text} />
      <TextareaField name={`${field}.responsibilities`} label="Responsibilities" maxLength={LIMITS.text} />
      <TextareaField name={`${field}.stack`} label="Technology stack" maxLength={LIMITS.text} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField name={`${field}.start`} label="Start" required max={today()} />
        <DateField name={`${field}.finish`} label="Finish" required={!untilNow} disabled={untilNow} />
        <CheckboxField name={`${field}.untilNow`} label="Until now" mt={28} />
      </SimpleGrid>
    </Stack>
  );
};

/** Projects, newest opening by itself; the seeds' notice says why they matter. */
export const ExperienceStep = () => (
  <Stack gap="md">
    <Alert color="blue" role="note">
      This is important information for a client to choose a specialist.
    </Alert>
    <AccordionFieldArray<ProjectValues>
      name="texts.en.projects"
      headingOf={(row, index) => (row?.title ? `Project #${index + 1}: ${row.title}` : `Project #${index + 1}`)}
      newRow={emptyProject}
      addLabel={(count) => `Add project #${count + 1}`}
      deleteLabel={(index) => `Delete project #${index + 1}`}
    >
      {(field) => <ProjectFields field={field} />}
    </AccordionFieldArray>
  </Stack>
);
