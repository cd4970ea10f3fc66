import { Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SetTimeZoneInput } from '../../../../application/identity/timeZoneSchemas';
import { notify } from '../../app/notify';
import { useTRPC, type Profile } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { browserTimeZone } from '../../kit/timeZone';

type Values = { timeZone: string };

/** Every zone the browser knows, as the server checks them ('Europe/Berlin'); UTC first. */
const zoneOptions = () => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')].map((zone) => ({ value: zone, label: zone }));
};

/**
 * The clock the user reads interview times on: taken from the browser at the first visit, chosen here otherwise.
 * E-mails name every time in UTC and add it on this clock; the pages always show the browser's own.
 */
export const TimeZoneSettings = ({ profile }: { readonly profile: Profile }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.identity.setTimeZone.mutationOptions());
  const browser = browserTimeZone();
  const options = useMemo(zoneOptions, []);

  const onSubmit = (values: Values) =>
    sendForm(
      () => save.mutateAsync({ timeZone: values.timeZone }),
      ['timeZone'],
      async () => {
        notify({
          kind: 'success',
          message: `E-mails now add interview times on the ${values.timeZone} clock`,
          requestPath: 'identity.setTimeZone',
        });
        await queryClient.invalidateQueries({ queryKey: trpc.identity.profile.queryKey() });
      },
    );

  return (
    <SchemaForm<Values>
      label="Time zone for e-mails"
      schema={SetTimeZoneInput}
      initialValues={{ timeZone: profile.timeZone ?? browser }}
      onSubmit={onSubmit}
      maw={420}
    >
      <Text size="sm">
        E-mails about interviews name each time in UTC and add it on your clock
        {profile.timeZone ? `, now ${profile.timeZone}` : ', not known yet'}. This browser is on {browser}.
      </Text>
      <SelectField name="timeZone" label="Your time zone" options={options} required />
      <Group>
        <SubmitButton>Save time zone</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
