import { Button, Code, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TemplateUpdateInput } from '../../../../application/contract/schemas';
import type { ContentBlock } from '../../../../domain/content/blocks';
import { notify, notifyError } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import type { ManagerContract } from './managerContractList';

/** What the document fills in for each placeholder (application/contract/contractDocument.ts). */
const placeholders = [
  ['{{number}}', 'the contract number'],
  ['{{date}}', 'the contract date'],
  ['{{company.legalName}}', "the company's legal name"],
  ['{{company.name}}', "the company's name"],
  ['{{company.country}}', "the company's country"],
  ['{{company.address}}', "the company's legal address"],
  ['{{platform.legalName}}', "the platform's legal name"],
  ['{{signer.name}}', "the signer's name"],
  ['{{signer.position}}', "the signer's position"],
  ['{{commission}}', 'the commission'],
  ['{{daysPaid}}', 'the days to pay an invoice'],
] as const;

type Values = { template: ContentBlock[] };

type Props = {
  readonly contract: ManagerContract;
  /** The block editor field named `template` (the content area's editor, which the page brings). */
  readonly editor: ReactNode;
};

/** 'Edit text': this contract's own text, with the placeholders the document fills in; or back to the standard text. */
export const ContractTemplateForm = ({ contract, editor }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replace = useMutation(trpc.contract.replaceTemplate.mutationOptions());
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
    notify({ kind: 'success', message, requestPath: 'contract.replaceTemplate' });
  };
  const standard = () =>
    replace.mutate(
      { id: contract.id, template: null },
      {
        onSuccess: () => done('The contract uses the standard text again'),
        onError: (error) => notifyError(error, 'contract.replaceTemplate'),
      },
    );
  return (
    <SchemaForm<Values>
      label="Contract text"
      schema={TemplateUpdateInput.omit({ id: true })}
      initialValues={{ template: [...((contract.template ?? []) as ContentBlock[])] }}
      onSubmit={(values) =>
        sendForm(
          () => replace.mutateAsync({ id: contract.id, template: values.template as never }),
          ['template'],
          () => done('The contract text was saved'),
        )
      }
    >
      <Text size="sm">
        {contract.hasTemplate
          ? 'This contract has its own text.'
          : 'This contract uses the standard text; a change here gives it its own.'}{' '}
        The document fills in these placeholders:
      </Text>
      <Text size="xs" component="ul" m={0} pl="md" style={{ columns: '2 16rem' }}>
        {placeholders.map(([code, meaning]) => (
          <li key={code}>
            <Code>{code}</Code> {meaning}
          </li>
        ))}
      </Text>
      {editor}
      <Group>
        <SubmitButton>Save the text</SubmitButton>
        {contract.hasTemplate ? (
          <Button variant="default" onClick={standard} loading={replace.isPending}>
            Use the standard text
          </Button>
        ) : null}
      </Group>
    </SchemaForm>
  );
};
