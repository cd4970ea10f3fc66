import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useField } from 'react-final-form';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { fieldSubscription } from '../../kit/form/fieldProps';

/** The company's payment details the contract prints; the company's default is chosen until the manager picks another. */
export const PaymentRequisiteField = ({
  name,
  companyId,
}: {
  readonly name: string;
  readonly companyId: string | null;
}) => {
  const trpc = useTRPC();
  const requisites = useQuery({
    ...trpc.contract.paymentRequisites.queryOptions({ id: companyId ?? '' }),
    enabled: companyId !== null,
  });
  const { input, meta } = useField<string | null>(name, { subscription: fieldSubscription });
  const preselect = requisites.data?.find((r) => r.isDefault)?.id ?? null;
  const { value, onChange } = input;
  useEffect(() => {
    if (!value && !meta.touched && preselect) onChange(preselect);
  }, [value, meta.touched, preselect, onChange]);
  const options = (requisites.data ?? []).map((r) => ({
    value: r.id,
    label: `${r.bankName} · ${r.account} · ${r.currency}${r.isDefault ? ' (default)' : ''}`,
  }));
  return (
    <Select
      label="Payment details"
      description={
        companyId === null
          ? 'Choose the company first'
          : requisites.data?.length === 0
            ? 'The company has no payment details yet; the contract is made without them'
            : undefined
      }
      placeholder={requisites.isFetching ? 'Loading…' : 'None'}
      data={options}
      value={value || null}
      onChange={(chosen) => {
        onChange(chosen);
        input.onBlur();
      }}
      clearable
      disabled={companyId === null}
      error={fieldErrorOf(meta) ?? (requisites.isError ? 'The payment details did not load' : undefined)}
    />
  );
};
