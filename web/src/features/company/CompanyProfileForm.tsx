import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COMPANY_LIMITS } from '../../../../application/company/schemas';
import type { CompanyProfile } from './companyTypes';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ImageUploadField } from '../../kit/files/ImageUploadField';
import { squareImage, squareImageNote } from '../../kit/files/squareImage';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { SubmitFailureNote } from '../../kit/form/SubmitFailureNote';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';
import { SectionCard } from '../../kit/SectionCard';
import { companyFormSchema, companyFormValuesOf, companyInputOf, type CompanyFormValues } from './companyFormValues';

const LOGO_SIZE = 480;
const squareLogo = async (file: File) => {
  const logo = await squareImage(file, LOGO_SIZE);
  return { file: logo.file, note: squareImageNote(logo, LOGO_SIZE) };
};
const hour = 3_600_000;
const fields = [
  'name',
  'legalName',
  'countryCode',
  'city',
  'legalAddress',
  'postalAddress',
  'website',
  'logoId',
  'registrationNumber',
  'taxNumber',
  'employeesCount',
  'description',
  'vatPayer',
  'vatRate',
  'withoutVatArticle',
];

/** The lists the form chooses from: countries, company sizes, the legal articles of non-payers. */
const useProfileReference = () => {
  const trpc = useTRPC();
  const countries = useQuery(trpc.reference.countries.queryOptions(undefined, { staleTime: hour }));
  const sizes = useQuery(trpc.reference.enumeration.queryOptions({ type: 'EmployeesCount' }, { staleTime: hour }));
  const articles = useQuery(
    trpc.reference.enumeration.queryOptions({ type: 'WithoutVATArticle' }, { staleTime: hour }),
  );
  const options = (list: { id: string; title: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o.id, label: o.title }));
  return {
    countries: options(countries.data),
    sizes: options(sizes.data),
    articles: options(articles.data),
    articleIds: (articles.data ?? []).map((a) => a.id),
  };
};

type Props = {
  readonly profile: CompanyProfile;
  /** A manager editing another company uploads its logo for that company. */
  readonly uploadFor?: string | null;
};

/** The "Company" tab: the main data and VAT, saved at once with the version it was loaded at. */
export const CompanyProfileForm = ({ profile, uploadFor = null }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reference = useProfileReference();
  const update = useMutation(trpc.company.update.mutationOptions());
  const schema = useMemo(() => companyFormSchema(reference.articleIds), [reference.articleIds]);
  const initialValues = useMemo(() => companyFormValuesOf(profile), [profile]);

  const onSubmit = (values: CompanyFormValues) =>
    sendForm(
      () => update.mutateAsync({ id: profile.id, version: profile.version, ...companyInputOf(values) }),
      fields,
      (saved) => {
        queryClient.setQueryData(trpc.company.profile.queryKey({ id: profile.id }), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.identity.profile.queryKey() });
        notify({ kind: 'success', message: 'Data changed successfully', requestPath: 'company.update' });
      },
    );

  return (
    <SchemaForm<CompanyFormValues>
      label="Company data"
      schema={schema}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {(values) => (
        <Stack gap="lg">
          <SectionCard title="Main data">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  name="name"
                  label="Company name"
                  required
                  maxLength={COMPANY_LIMITS.name}
                  autoComplete="organization"
                />
                <TextField
                  name="legalName"
                  label="Legal name"
                  maxLength={COMPANY_LIMITS.legalName}
                  description="As in the register and on contracts"
                />
                <SelectField
                  name="countryCode"
                  label="Country"
                  options={reference.countries}
                  placeholder="Choose a country"
                />
                <TextField name="city" label="City" maxLength={COMPANY_LIMITS.city} autoComplete="address-level2" />
                <TextField name="legalAddress" label="Legal address" maxLength={COMPANY_LIMITS.address} />
                <TextField
                  name="postalAddress"
                  label="Postal address"
                  maxLength={COMPANY_LIMITS.address}
                  description="If it differs from the legal address"
                />
                <TextField
                  name="website"
                  label="Website"
                  maxLength={COMPANY_LIMITS.website}
                  placeholder="https://example.com"
                  autoComplete="url"
                />
                <SelectField
                  name="employeesCount"
                  label="Number of employees"
                  options={reference.sizes}
                  placeholder="Choose a range"
                  searchable={false}
                />
                <TextField name="registrationNumber" label="Registration number" maxLength={COMPANY_LIMITS.number} />
                <TextField name="taxNumber" label="Tax number" maxLength={COMPANY_LIMITS.number} />
              </SimpleGrid>
              <TextareaField name="description" label="Description" maxLength={COMPANY_LIMITS.description} />
            </Stack>
          </SectionCard>
          <SectionCard title="Logo">
            {profile.canChangeLogo ? (
              <Stack gap="xs">
                <ImageUploadField
                  name="logoId"
                  label="Logo"
                  purpose="logo"
                  companyId={uploadFor}
                  previewSize={96}
                  prepare={squareLogo}
                />
                <Text size="sm" c="dimmed">
                  Square, {LOGO_SIZE}×{LOGO_SIZE} pixels recommended; PNG or JPEG below 2 MB. Other shapes are cropped
                  to the centred square.
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {profile.logoUrl ? 'The logo is set.' : 'No logo yet.'} An owner of the company or your personal manager
                uploads it.
              </Text>
            )}
          </SectionCard>
          <SectionCard title="VAT">
            <Stack gap="md">
              <RadioGroupField
                name="vatPayer"
                label="Is the company a VAT payer?"
                options={[
                  { value: 'yes', label: 'Yes, a VAT payer' },
                  { value: 'no', label: 'No, not a VAT payer' },
                ]}
              />
              {values.vatPayer === 'yes' ? (
                <TextField
                  name="vatRate"
                  label="VAT rate, %"
                  inputMode="decimal"
                  required
                  maw={260}
                  description="Above 0 and at most 50, two decimals at most"
                />
              ) : null}
              {values.vatPayer === 'no' ? (
                <SelectField
                  name="withoutVatArticle"
                  label="Legal article"
                  options={reference.articles}
                  required
                  placeholder="Why the company pays no VAT"
                />
              ) : null}
              {values.vatPayer === '' ? (
                <Alert color="gray" variant="light" role="note">
                  Contracts and invoices need to know whether VAT applies.
                </Alert>
              ) : null}
            </Stack>
          </SectionCard>
          <Group>
            <SubmitButton>Save changes</SubmitButton>
            <SubmitFailureNote />
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
};
