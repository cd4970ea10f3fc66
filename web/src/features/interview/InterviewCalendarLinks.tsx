import { Anchor, Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isTimeToJoin } from '../../../../domain/interview/invitation';
import type { InterviewSlot } from '../../../../domain/interview/interview.slots';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from '../../kit/files/download';

type InterviewCalendarLinksProps = {
  readonly candidateId: string;
  readonly videoUrl: string | null;
  /** The interview's time (UTC): from 10 minutes before it until its end, 'Join video call' is the page's button. */
  readonly slot?: InterviewSlot;
  /** Whose interview, for the buttons' accessible names in a row of a table ('Add to calendar: the interview with Anna v.'). */
  readonly who?: string;
};

/** Whether it is time to join the call at `slot`, checked every 15 seconds while the page is open. */
const useTimeToJoin = (slot: InterviewSlot | undefined): boolean => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!slot) return undefined;
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, [slot]);
  return slot ? isTimeToJoin(slot, now) : false;
};

/**
 * A fixed interview's two ways out of the page: its invitation (the .ics the participants are mailed, behind the
 * session's token) and its video call, opened in a new tab; from 10 minutes before the start the call is a filled
 * button, the one thing to do.
 */
export const InterviewCalendarLinks = ({ candidateId, videoUrl, slot, who }: InterviewCalendarLinksProps) => {
  const [busy, setBusy] = useState(false);
  const joinNow = useTimeToJoin(slot);
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
      {videoUrl && joinNow ? (
        <Button
          component="a"
          href={videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          color="green.9"
          aria-label={who ? `Join video call with ${who} now` : 'Join video call now'}
        >
          Join video call now
        </Button>
      ) : videoUrl ? (
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
