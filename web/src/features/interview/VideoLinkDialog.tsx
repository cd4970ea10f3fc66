import { Anchor, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SetVideoLinkInput } from '../../../../application/interview/schemas';
import { MAX_VIDEO_LINK_LENGTH } from '../../../../domain/interview/videoLink';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextField } from '../../kit/form/TextField';
import { formatSlot } from '../../kit/format';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { videoUrl: string };

/** The form checks the link by the domain's own rule (`checkVideoLink`, in the schema). */
const VideoLinkForm = SetVideoLinkInput.pick({ videoUrl: true }).required();

/**
 * The agency (or the manager) enters the link of the interview's video call in place of the platform's room, or
 * goes back to the room; every participant's calendar gets the update. The client reads the link too, so the form
 * says to use one that does not name the agency.
 */
export const VideoLinkDialog = (dialog: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const setLink = useMutation(trpc.interview.setVideoLink.mutationOptions());
  const [resetting, setResetting] = useState(false);

  return (
    <CandidateDialog {...dialog} title={(c) => `Video call link for the interview with ${c.specialistName}`}>
      {(c) => {
        const send = (videoUrl: string | null, message: string) =>
          submit(() => setLink.mutateAsync({ id: c.id, videoUrl }), ['videoUrl'], {
            message,
            requestPath: 'interview.setVideoLink',
            then: dialog.onClose,
          });
        return (
          <SchemaForm<Values>
            label="Video call link"
            schema={VideoLinkForm}
            initialValues={{ videoUrl: c.videoLinkEntered && c.videoUrl ? c.videoUrl : '' }}
            onSubmit={(values) =>
              send(values.videoUrl.trim(), `The interview with ${c.specialistName} has a new video link`)
            }
          >
            <Text size="sm">
              {c.videoLinkEntered
                ? 'The interview uses the link your side entered'
                : "The interview uses the platform's room"}
              {c.videoUrl ? (
                <>
                  {': '}
                  <Anchor href={c.videoUrl} target="_blank" rel="noreferrer">
                    {c.videoUrl}
                  </Anchor>
                </>
              ) : null}
              .
              {c.interviewAt
                ? ` Every participant of the interview on ${formatSlot(c.interviewAt)} gets the update.`
                : ''}
            </Text>
            <TextField
              name="videoUrl"
              label="Link of your video call"
              description="Starts with https://. The client sees this link: use one that does not name your agency."
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={MAX_VIDEO_LINK_LENGTH}
              withAsterisk
              data-autofocus
            />
            {c.videoLinkEntered ? (
              <Button
                variant="subtle"
                loading={resetting}
                onClick={async () => {
                  setResetting(true);
                  await send(null, `The interview with ${c.specialistName} uses the platform's room again`);
                  setResetting(false);
                }}
              >
                Use the platform&apos;s room instead
              </Button>
            ) : null}
            <FormButtons onCancel={dialog.onClose}>Save link</FormButtons>
          </SchemaForm>
        );
      }}
    </CandidateDialog>
  );
};
