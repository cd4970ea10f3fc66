import { Input, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useField } from 'react-final-form';
import type { ContentBlock } from '../../../../domain/content/blocks';
import { LoadingState } from '../../kit/LoadingState';
import { fieldErrorOf } from '../../kit/form/fieldError';

// The editor and its styles load with the first editing page only: public pages never carry it.
const BlockEditor = lazy(() => import('./editor/BlockEditor'));

/** A form field holding content blocks, edited in the block editor. */
export const ContentEditorField = ({
  name,
  label,
  description,
}: {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
}) => {
  const { input, meta } = useField<ContentBlock[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const error = fieldErrorOf(meta);
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      description={description ? <span id={descriptionId}>{description}</span> : undefined}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <div
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          minHeight: 160,
          padding: '8px 0',
        }}
      >
        <Suspense fallback={<LoadingState rows={4} label="Loading the editor" />}>
          <BlockEditor
            value={input.value || []}
            onChange={(blocks) => {
              input.onChange(blocks);
            }}
            label={label}
            labelId={labelId}
            describedBy={
              [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
            }
          />
        </Suspense>
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        Type / for headings, lists, quotes, tables, images and YouTube videos; select text for bold, italic and links.
      </Text>
    </Input.Wrapper>
  );
};
