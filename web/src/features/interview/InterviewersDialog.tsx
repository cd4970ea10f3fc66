import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTRPC } from '../../app/trpc';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { InterviewersPicker } from './InterviewersPicker';
import type { CandidateRow } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

const interviewerIdsOf = (candidate: CandidateRow): string[] =>
  'interviewers' in candidate ? candidate.interviewers.map((person) => person.id) : [];

/** The refusal in words: on the field when it names the interviewers, above the buttons otherwise. */
const refusalOf = (errors: SubmissionErrors | undefined): { field: string | null; form: string | null } => {
  if (!errors) return { field: null, form: null };
  const field = Object.entries(errors).find(([key]) => key.startsWith('interviewers'))?.[1];
  const form = errors[FORM_ERROR];
  return {
    field: typeof field === 'string' ? field : null,
    form: typeof form === 'string' ? form : typeof field === 'string' ? null : 'The interviewers were not saved',
  };
};

const InterviewersForm = ({ candidate, onClose }: { candidate: CandidateRow; onClose: () => void }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const name = useMutation(trpc.interview.nameInterviewers.mutationOptions());
  const [chosen, setChosen] = useState<string[]>(() => interviewerIdsOf(candidate));
  const [error, setError] = useState<{ field: string | null; form: string | null }>({ field: null, form: null });
  const save = async () => {
    const errors = await submit(() => name.mutateAsync({ id: candidate.id, interviewers: chosen }), ['interviewers'], {
      message:
        chosen.length === 0
          ? `No interviewers are named for ${candidate.specialistName}`
          : `The interviewers for ${candidate.specialistName} are saved`,
      requestPath: 'interview.nameInterviewers',
      then: onClose,
    });
    setError(refusalOf(errors));
  };
  return (
    <Stack>
      <Text size="sm">
        Your colleagues who take part in the interview. Each receives the calendar invitation once the time is fixed,
        the reminders and every change, beside the contact. The agency&apos;s times must suit all of them.
      </Text>
      <InterviewersPicker value={chosen} onChange={setChosen} error={error.field} />
      {error.form ? (
        <Alert color="red" role="alert">
          {error.form}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={name.isPending}>
          Save interviewers
        </Button>
      </Group>
    </Stack>
  );
};

/** The client names its colleagues as the interviewers of a candidate's interview, while no time is fixed. */
export const InterviewersDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => (
  <CandidateDialog
    candidate={candidate}
    opened={opened}
    onClose={onClose}
    title={(c) => `Interviewers for ${c.specialistName}`}
  >
    {(c) => <InterviewersForm candidate={c} onClose={onClose} />}
  </CandidateDialog>
);
