import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { Email } from '../../../../application/identity/schemas';
import { fieldSubscription } from '../../kit/form/fieldProps';

type EmailTagsFieldProps = {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly max: number;
};

/** The first message of a field whose value is a list (the server names `mailForNotifications.1`). */
const firstMessageOf = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.find((e): e is string => typeof e === 'string');
  return undefined;
};

/** E-mail addresses as tags: each typed or pasted address is checked as the server checks it before it is added. */
export const EmailTagsField = ({ name, label, description, max }: EmailTagsFieldProps) => {
  const { input, meta } = useField<string[]>(name, { subscription: fieldSubscription });
  const [refused, setRefused] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const value = input.value || [];
  const serverError = !meta.dirtySinceLastSubmit ? firstMessageOf(meta.submitError) : undefined;
  const error = refused ?? (meta.touched ? firstMessageOf(meta.error) : undefined) ?? serverError;
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length < max ? 'Type an e-mail and press Enter' : undefined}
      value={value}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (refused && text === '') return;
        if (refused) setRefused(null);
      }}
      onChange={(tags) => {
        const accepted: string[] = [];
        const wrong: string[] = [];
        for (const tag of tags) {
          const parsed = Email.safeParse(tag);
          if (!parsed.success) wrong.push(tag);
          else if (!accepted.includes(parsed.data)) accepted.push(parsed.data);
        }
        setRefused(wrong.length > 0 ? `Not a valid e-mail: ${wrong.join(', ')}` : null);
        input.onChange(accepted);
        // The refused text stays in the box to be corrected (the input clears it right after this change).
        if (wrong.length > 0) window.setTimeout(() => setSearch(wrong.join(' ')), 0);
      }}
      onBlur={() => input.onBlur()}
      splitChars={[',', ' ', ';']}
      maxTags={max}
      clearable
      error={error}
      acceptValueOnBlur
    />
  );
};
