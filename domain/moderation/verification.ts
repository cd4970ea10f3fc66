/**
 * A manager's last look at a moderated item, and whether its agency changed it since. An agency's edit of a published
 * item keeps it published (as the seeds say) but is not verified: it waits for a manager to publish or save it again,
 * and the manager's lists show it as 'changed since verification'.
 */
export type Verification = {
  /** When a manager last published or saved the item; null before any. */
  readonly verifiedAt: Date | null;
  /** The agency edited the published item after that moment. */
  readonly changedSinceVerification: boolean;
};

export const notVerified: Verification = { verifiedAt: null, changedSinceVerification: false };

/**
 * What a fact does to the verification: the agency edited the published item in place (`agencyEdit`), a manager
 * published or saved it and so saw what it says now (`managerLook`), or nothing.
 */
export type VerificationEffect = 'agencyEdit' | 'managerLook' | null;

export const verificationAfter = (verification: Verification, effect: VerificationEffect, at: Date): Verification => {
  switch (effect) {
    case 'agencyEdit':
      return { ...verification, changedSinceVerification: true };
    case 'managerLook':
      return { verifiedAt: at, changedSinceVerification: false };
    case null:
      return verification;
    default: {
      const _exhaustive: never = effect;
      return _exhaustive;
    }
  }
};
