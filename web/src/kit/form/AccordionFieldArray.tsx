import { Accordion, Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FieldArray } from 'react-final-form-arrays';

type Row = { readonly id: string };

type AccordionFieldArrayProps<Value extends Row> = {
  /** The form's array field (`texts.en.projects`). */
  readonly name: string;
  /** A row's heading: its number and, once typed, its title ("Project #2: Payments"). */
  readonly headingOf: (row: Value | undefined, index: number) => string;
  /** The fields of one row, under its path (`texts.en.projects[1]`). */
  readonly children: (field: string, index: number) => ReactNode;
  /** A new, empty row; it opens by itself. */
  readonly newRow: () => Value;
  readonly addLabel: (count: number) => string;
  readonly deleteLabel: (index: number) => string;
};

/** Rows of a form (projects, education, certificates) as an accordion: one open at a time, each deletable, a button to add one. */
export const AccordionFieldArray = <Value extends Row>({
  name,
  headingOf,
  children,
  newRow,
  addLabel,
  deleteLabel,
}: AccordionFieldArrayProps<Value>) => {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <FieldArray name={name}>
      {({ fields }) => (
        <Stack gap="sm">
          <Accordion value={open} onChange={setOpen} variant="separated">
            {fields.map((field, index) => {
              const row = (fields.value as Value[] | undefined)?.[index];
              return (
                <Accordion.Item key={row?.id ?? field} value={row?.id ?? field}>
                  <Accordion.Control>{headingOf(row, index)}</Accordion.Control>
                  <Accordion.Panel>
                    {children(field, index)}
                    <Group justify="flex-end" mt="sm">
                      <Button variant="subtle" color="red" onClick={() => fields.remove(index)}>
                        {deleteLabel(index)}
                      </Button>
                    </Group>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
          <Button
            variant="light"
            w="fit-content"
            onClick={() => {
              const row = newRow();
              fields.push(row);
              setOpen(row.id);
            }}
          >
            {addLabel(fields.length ?? 0)}
          </Button>
        </Stack>
      )}
    </FieldArray>
  );
};
