import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { TEAM_LIMITS, TeamFields, type TeamOutput } from '../../../../application/team/schemas';
import { errorMessageOf, notify } from '../../app/notify';
import { appCodeOf, isAppClientError, useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { MultiSelectField } from '../../kit/form/MultiSelectField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';

type Values = { name: string; description: string; specialists: string[] };

/**
 * The server's refusals at the form's fields: a member refused at `specialists.2` shows under the members with the
 * member's name, another team's name under the name; anything else above the form.
 */
const submitErrorsOf = (
  error: unknown,
  nameOf: (id: string) => string,
  chosen: readonly string[],
): SubmissionErrors => {
  if (appCodeOf(error) === 'team.name_taken') return { name: errorMessageOf(error) };
  const issues = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const member = /^specialists\.(\d+)$/.exec(issue.field);
    const field = member ? 'specialists' : issue.field;
    const message = member ? `${nameOf(chosen[Number(member[1])] ?? '')}: ${issue.message}` : issue.message;
    if (field === 'name' || field === 'description' || field === 'specialists')
      errors[field] = errors[field] ? `${errors[field]}. ${message}` : message;
    else errors[FORM_ERROR] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { [FORM_ERROR]: errorMessageOf(error) };
};

type Props = {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The team to edit; none to create one. */
  readonly team: TeamOutput | null;
  readonly viewer: 'agency' | 'manager';
};

/** Create or edit a team: its name, a description, and two or more of the agency's published specialists. */
export const TeamFormModal = ({ opened, onClose, team, viewer }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choices = useQuery({
    ...trpc.team.memberChoices.queryOptions(viewer === 'manager' && team ? { agencyId: team.agencyId } : {}),
    enabled: opened,
  });
  const done = async (saved: TeamOutput) => {
    await queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() });
    notify({ kind: 'success', message: team ? `Team ${saved.name} saved` : `Team ${saved.name} created` });
    onClose();
  };
  const create = useMutation(trpc.team.create.mutationOptions());
  const update = useMutation(trpc.team.update.mutationOptions());

  // Current members stay choosable even while their card is out of the catalogue.
  const options = [
    ...(team?.members ?? []).map((m) => ({
      value: m.specialistId,
      label: `${m.name} ${m.surname}${m.inCatalogue ? '' : ' (not in catalogue)'}`,
    })),
    ...(choices.data ?? [])
      .filter((c) => !team?.members.some((m) => m.specialistId === c.specialistId))
      .map((c) => ({
        value: c.specialistId,
        label: `${c.name} ${c.surname}${c.specialization ? `, ${c.specialization}` : ''}${c.teamOnly ? ' (team only)' : ''}`,
      })),
  ];
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? 'A specialist';

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const fields = { name: values.name, description: values.description ?? '', specialists: values.specialists ?? [] };
    try {
      await done(
        team
          ? await update.mutateAsync({ ...fields, teamId: team.id, version: team.version })
          : await create.mutateAsync(fields),
      );
      return undefined;
    } catch (error) {
      return submitErrorsOf(error, nameOf, fields.specialists);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={team ? `Edit team ${team.name}` : 'New team'}
      size="lg"
    >
      {choices.isPending ? (
        <LoadingState rows={5} label="Loading your specialists" />
      ) : choices.isError ? (
        <ErrorState message={errorMessageOf(choices.error)} onRetry={() => void choices.refetch()} />
      ) : (
        <SchemaForm<Values>
          label={team ? 'Edit team' : 'New team'}
          schema={TeamFields}
          initialValues={{
            name: team?.name ?? '',
            description: team?.description ?? '',
            specialists: team?.members.map((m) => m.specialistId) ?? [],
          }}
          onSubmit={submit}
        >
          <TextField name="name" label="Team name" required maxLength={TEAM_LIMITS.name} />
          <TextareaField
            name="description"
            label="Description"
            maxLength={TEAM_LIMITS.description}
            description="What the team does together"
            // The counter in full-contrast grey: Mantine's dimmed description is below 4.5:1 on white.
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <MultiSelectField
            name="specialists"
            label="Members"
            required
            options={options}
            maxValues={TEAM_LIMITS.maxMembers}
            placeholder={options.length === 0 ? 'No published specialists yet' : 'Choose specialists'}
          />
          <Text size="sm" c="dimmed" mt={-8}>
            {TEAM_LIMITS.minMembers} to {TEAM_LIMITS.maxMembers} of the agency's published specialists.
          </Text>
          {options.length < TEAM_LIMITS.minMembers ? (
            <Text size="sm" c="dimmed">
              A team needs at least {TEAM_LIMITS.minMembers} published specialists of the agency.
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            A specialist marked 'Available only as part of a team' on their card can be booked only with a team.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton>{team ? 'Save team' : 'Create team'}</SubmitButton>
          </Group>
        </SchemaForm>
      )}
    </Modal>
  );
};
