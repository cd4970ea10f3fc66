import { Accordion, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldArray } from 'react-final-form-arrays';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { TextField } from '../../../kit/form/TextField';
import { ImageUploadField } from '../../files/ImageUploadField';
import { DateField, SelectField } from './fields';
import { emptyCertificate, emptyEducation } from './formValues';

const today = () => new Date().toISOString().slice(0, 10);
/** The certificate year: this year and earlier only, stored as the first of January. */
const yearOptions = () => {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: now - 1969 }, (_, i) => String(now - i)).map((year) => ({ value: `${year}-01-01`, label: year }));
};

/** Education entries, then courses and certificates with their files. */
export const EducationStep = ({ companyId }: { readonly companyId: string | null }) => {
  const [openEducation, setOpenEducation] = useState<string | null>(null);
  const [openCertificate, setOpenCertificate] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <FieldArray name="texts.en.education">
        {({ fields }) => (
          <Stack gap="sm">
            <Accordion value={openEducation} onChange={setOpenEducation} variant="separated">
              {fields.map((field, index) => (
                <Accordion.Item key={fields.value[index]?.id ?? field} value={fields.value[index]?.id ?? field}>
                  <Accordion.Control>{fields.value[index]?.school ? `Education #${index + 1}: ${fields.value[index]?.school}` : `Education #${index + 1}`}</Accordion.Control>
                  <Accordion.Panel>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextField name={`${field}.school`} label="School" maxLength={LIMITS.school} />
                      <TextField name={`${field}.degree`} label="Degree" maxLength={LIMITS.school} />
                      <TextField name={`${field}.fieldOfStudy`} label="Field of study" maxLength={LIMITS.fieldOfStudy} />
                      <DateField name={`${field}.endDate`} label="End date" />
                    </SimpleGrid>
                    <Group justify="flex-end" mt="sm">
                      <Button variant="subtle" color="red" onClick={() => fields.remove(index)}>Delete education #{index + 1}</Button>
                    </Group>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <Button variant="light" w="fit-content" onClick={() => { const row = emptyEducation(); fields.push(row); setOpenEducation(row.id); }}>
              Add education #{(fields.length ?? 0) + 1}
            </Button>
          </Stack>
        )}
      </FieldArray>

      <Title order={3} size="h5">Courses and certificates</Title>
      <FieldArray name="texts.en.certificates">
        {({ fields }) => (
          <Stack gap="sm">
            <Accordion value={openCertificate} onChange={setOpenCertificate} variant="separated">
              {fields.map((field, index) => (
                <Accordion.Item key={fields.value[index]?.id ?? field} value={fields.value[index]?.id ?? field}>
                  <Accordion.Control>{fields.value[index]?.title ? `Certificate #${index + 1}: ${fields.value[index]?.title}` : `Certificate #${index + 1}`}</Accordion.Control>
                  <Accordion.Panel>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <TextField name={`${field}.title`} label="Certificate title" maxLength={LIMITS.certificateField} />
                      <TextField name={`${field}.school`} label="Issued by" maxLength={LIMITS.certificateField} />
                      <SelectField name={`${field}.date`} label="Year" options={yearOptions()} placeholder={`Up to ${today().slice(0, 4)}`} />
                    </SimpleGrid>
                    <ImageUploadField name={`${field}.fileId`} label="Certificate file" purpose="certificate" companyId={companyId} preview={false} description=".png or .jpg, below 2 MB" />
                    <Group justify="flex-end" mt="sm">
                      <Button variant="subtle" color="red" onClick={() => fields.remove(index)}>Delete certificate #{index + 1}</Button>
                    </Group>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <Button variant="light" w="fit-content" onClick={() => { const row = emptyCertificate(); fields.push(row); setOpenCertificate(row.id); }}>
              Add certificate
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
};
