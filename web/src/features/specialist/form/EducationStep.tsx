import { SimpleGrid, Stack, Title } from '@mantine/core';
import { LIMITS } from '../../../../../application/specialist/schemas';
import { ImageUploadField } from '../../../kit/files/ImageUploadField';
import { AccordionFieldArray } from '../../../kit/form/AccordionFieldArray';
import { DateField } from '../../../kit/form/DateField';
import { SelectField } from '../../../kit/form/SelectField';
import { TextField } from '../../../kit/form/TextField';
import { emptyCertificate, emptyEducation, type CertificateValues, type EducationValues } from './formValues';

const today = () => new Date().toISOString().slice(0, 10);
/** The certificate year: this year and earlier only, stored as the first of January. */
const yearOptions = () => {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: now - 1969 }, (_, i) => String(now - i)).map((year) => ({
    value: `${year}-01-01`,
    label: year,
  }));
};

/** Education entries, then courses and certificates with their files. */
export const EducationStep = ({ companyId }: { readonly companyId: string | null }) => (
  <Stack gap="lg">
    <AccordionFieldArray<EducationValues>
      name="texts.en.education"
      headingOf={(row, index) => (row?.school ? `Education #${index + 1}: ${row.school}` : `Education #${index + 1}`)}
      newRow={emptyEducation}
      addLabel={(count) => `Add education #${count + 1}`}
      deleteLabel={(index) => `Delete education #${index + 1}`}
    >
      {(field) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name={`${field}.school`} label="School" withAsterisk maxLength={LIMITS.school} />
          <TextField name={`${field}.degree`} label="Degree" withAsterisk maxLength={LIMITS.school} />
          <TextField
            name={`${field}.fieldOfStudy`}
            label="Field of study"
            withAsterisk
            maxLength={LIMITS.fieldOfStudy}
          />
          <DateField name={`${field}.endDate`} label="End date" required />
        </SimpleGrid>
      )}
    </AccordionFieldArray>

    <Title order={3} size="h5">
      Courses and certificates
    </Title>
    <AccordionFieldArray<CertificateValues>
      name="texts.en.certificates"
      headingOf={(row, index) => (row?.title ? `Certificate #${index + 1}: ${row.title}` : `Certificate #${index + 1}`)}
      newRow={emptyCertificate}
      addLabel={() => 'Add certificate'}
      deleteLabel={(index) => `Delete certificate #${index + 1}`}
    >
      {(field) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField
              name={`${field}.title`}
              label="Certificate title"
              withAsterisk
              maxLength={LIMITS.certificateField}
            />
            <TextField name={`${field}.school`} label="Issued by" maxLength={LIMITS.certificateField} />
            <SelectField
              name={`${field}.date`}
              label="Year"
              required
              options={yearOptions()}
              placeholder={`Up to ${today().slice(0, 4)}`}
            />
          </SimpleGrid>
          <ImageUploadField
            name={`${field}.fileId`}
            label="Certificate file"
            purpose="certificate"
            companyId={companyId}
            preview={false}
            description=".png or .jpg, below 2 MB"
          />
        </>
      )}
    </AccordionFieldArray>
  </Stack>
);
