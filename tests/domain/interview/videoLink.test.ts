import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SetVideoLink } from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import { allowedActionsNow } from '../../../domain/interview/interview.status';
import { candidateNow } from '../../../domain/interview/interview.state';
import { checkVideoLink, MAX_VIDEO_LINK_LENGTH } from '../../../domain/interview/videoLink';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';
import { acceptSlot, passOn, THURSDAY_10, NOW, stateOf, submit, eventsOf } from '../../support/interviewFixtures';

const spec = deciderSpecification(candidateDecider);
const metadata: EventMetadata = { actorId: 'user-2', actorRole: 'partner', at: new Date('2027-03-03T10:30:00Z') };
const setLink = (videoUrl: string | null, now = NOW): SetVideoLink => ({
  candidateId: 'cand-1',
  metadata,
  now,
  action: 'setVideoLink',
  videoUrl,
});
/** The interview fixed for Thursday 4 March 2027 at 10:00 UTC, an hour long, still ahead at NOW. */
const fixed = () => eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10));
const ZOOM = 'https://us02web.zoom.us/j/81234567890?pwd=abc';

describe('a video link the agency or the manager enters (issue 34)', () => {
  it('takes an absolute http(s) address and writes it as the URL parser does', () => {
    expect(checkVideoLink(`  ${ZOOM} `)._unsafeUnwrap()).toBe(ZOOM);
    expect(checkVideoLink('HTTPS://Meet.Example.com/room')._unsafeUnwrap()).toBe('https://meet.example.com/room');
    expect(checkVideoLink('http://meet.internal.example:8080/x')._unsafeUnwrap()).toBe(
      'http://meet.internal.example:8080/x',
    );
  });

  it('refuses what is not a meeting address a participant can open safely, and says why', () => {
    const refusal = (text: string) => checkVideoLink(text)._unsafeUnwrapErr().message;
    expect(refusal('')).toMatch(/Enter the video call link/);
    expect(refusal('meet.example.com/room')).toMatch(/full link/);
    expect(refusal('javascript:alert(1)')).toMatch(/https:\/\/ or http:\/\//);
    expect(refusal('ftp://files.example.com/room')).toMatch(/https:\/\/ or http:\/\//);
    expect(refusal('https://alice:secret@meet.example.com/room')).toMatch(/user name or password/);
    expect(refusal(`https://meet.example.com/${'a'.repeat(MAX_VIDEO_LINK_LENGTH)}`)).toMatch(/at most 500/);
  });

  it('whatever it accepts is an http(s) address with a host and no credentials, at most 500 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (text) => {
        const checked = checkVideoLink(text);
        if (checked.isErr()) return;
        const url = new URL(checked.value);
        expect(['https:', 'http:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
        expect(url.username + url.password).toBe('');
        expect(checked.value.length).toBeLessThanOrEqual(MAX_VIDEO_LINK_LENGTH + 10);
      }),
    );
  });

  it('on a fixed interview: the link is set with the interview time, the same link twice changes nothing, null goes back to the room', () => {
    spec
      .given(fixed())
      .when(setLink(ZOOM))
      .then([
        { type: 'InterviewVideoLinkSet', data: { candidateId: 'cand-1', slot: THURSDAY_10, videoUrl: ZOOM }, metadata },
      ]);
    const set = [...fixed(), ...candidateDecider.decide(setLink(ZOOM), stateOf(fixed()))._unsafeUnwrap()];
    expect(stateOf(set).videoUrl).toBe(ZOOM);
    spec.given(set).when(setLink(ZOOM)).then([]);
    spec
      .given(set)
      .when(setLink(null))
      .then([
        { type: 'InterviewVideoLinkSet', data: { candidateId: 'cand-1', slot: THURSDAY_10, videoUrl: null }, metadata },
      ]);
    spec.given(fixed()).when(setLink(null)).then([]);
  });

  it('belongs to a fixed interview, until it ends; a bad link is refused', () => {
    spec.given(eventsOf(submit(), passOn())).when(setLink(ZOOM)).thenRejects('interview.not_fixed');
    // The interview runs 10:00 to 11:00: a link can still be mended at 10:59, not at 11:00.
    spec
      .given(fixed())
      .when(setLink(ZOOM, '2027-03-04T10:59'))
      .then([
        {
          type: 'InterviewVideoLinkSet',
          data: { candidateId: 'cand-1', slot: THURSDAY_10, videoUrl: ZOOM },
          metadata,
        },
      ]);
    spec.given(fixed()).when(setLink(ZOOM, '2027-03-04T11:00')).thenRejects('interview.already_held');
    spec.given(fixed()).when(setLink('javascript:alert(1)')).thenRejects('interview.video_link_invalid');
  });

  it('is offered to the agency and the manager while the interview is fixed and not over, never to the client', () => {
    const candidate = candidateNow(stateOf(fixed()));
    expect(allowedActionsNow(candidate, 'partner', NOW)).toContain('setVideoLink');
    expect(allowedActionsNow(candidate, 'manager', NOW)).toContain('setVideoLink');
    expect(allowedActionsNow(candidate, 'client', NOW)).not.toContain('setVideoLink');
    expect(allowedActionsNow(candidate, 'partner', '2027-03-04T11:00')).not.toContain('setVideoLink');
    expect(allowedActionsNow(candidateNow(stateOf(eventsOf(submit(), passOn()))), 'partner', NOW)).not.toContain(
      'setVideoLink',
    );
  });
});
