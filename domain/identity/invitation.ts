/** An invitation to join a company or the platform: usable once, until it expires or is revoked. */
export type Invitation = {
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
  readonly revokedAt: Date | null;
};

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export const invitationState = (invitation: Invitation, now: Date): InvitationState => {
  if (invitation.acceptedAt !== null) return 'accepted';
  if (invitation.revokedAt !== null) return 'revoked';
  if (now.getTime() >= invitation.expiresAt.getTime()) return 'expired';
  return 'pending';
};

/** What an inviter may still do with an invitation: re-send (new link, new expiry) and revoke while it is open. */
export type InvitationAction = 'resend' | 'revoke';
export const invitationActions = (state: InvitationState): InvitationAction[] =>
  state === 'pending' || state === 'expired' ? ['resend', 'revoke'] : [];
