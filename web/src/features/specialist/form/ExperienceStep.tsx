import { Accordion, Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { CheckboxField } from '../../../kit/form/CheckboxField';
import { TextField } from '../../../kit/form/TextField';
import { TextareaField } from '../../../kit/form/TextareaField';
import { DateField } from './fields';
import { emptyProject } from './formValues';

const today = () => new Date().toISOString().slice(0, 10);

const ProjectFields = ({ field }: { readonly field: string }) => {
  const untilNow = useField<boolean>(`${field}.untilNow`, { type: 'checkbox', subscription: { value: true } }).input.checked;
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
export const ExperienceStep = () => {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Alert color="blue" role="note">This is important information for a client to choose a specialist.</Alert>
      <FieldArray name="texts.en.projects">
        {({ fields }) => (
          <Stack gap="sm">
            <Accordion value={open} onChange={setOpen} variant="separated">
              {fields.map((field, index) => (
                <Accordion.Item key={fields.value[index]?.id ?? field} value={fields.value[index]?.id ?? field}>
                  <Accordion.Control>{fields.value[index]?.title ? `Project #${index + 1}: ${fields.value[index]?.title}` : `Project #${index + 1}`}</Accordion.Control>
                  <Accordion.Panel>
                    <ProjectFields field={field} />
                    <Group justify="flex-end" mt="sm">
                      <Button variant="subtle" color="red" onClick={() => fields.remove(index)}>
                        Delete project #{index + 1}
                      </Button>
                    </Group>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <Button
              variant="light"
              w="fit-content"
              onClick={() => {
                const project = emptyProject();
                fields.push(project);
                setOpen(project.id);
              }}
            >
              Add project #{(fields.length ?? 0) + 1}
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
};
