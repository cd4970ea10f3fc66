import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from '../../kit/files/download';

type InterviewCalendarLinksProps = {
  readonly candidateId: string;
  readonly videoUrl: string | null;
  /** Whose interview, for the buttons' accessible names in a row of a table ('Add to calendar: the interview with Anna v.'). */
  readonly who?: string;
};

/**
 * A fixed interview's two ways out of the page: its invitation (the .ics the participants are mailed, behind the
 * session's token) and its video call, opened in a new tab.
 */
export const InterviewCalendarLinks = ({ candidateId, videoUrl, who }: InterviewCalendarLinksProps) => {
  const [busy, setBusy] = useState(false);
  const path = `/api/interview/${candidateId}/invite.ics`;
  const addToCalendar = async () => {
    setBusy(true);
    try {
      await downloadFile(path, 'interview.ics');
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The invitation did not download',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
        requestPath: path,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="compact-xs"
        loading={busy}
        onClick={() => void addToCalendar()}
        aria-label={who ? `Add to calendar: the interview with ${who}` : undefined}
      >
        Add to calendar
      </Button>
      {videoUrl ? (
        <Anchor
          href={videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          aria-label={who ? `Join video call with ${who}` : undefined}
        >
          Join video call
        </Anchor>
      ) : null}
    </Group>
  );
};
