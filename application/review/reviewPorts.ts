import type { Engagement, ReviewScores } from '../../domain/review/review.rules';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** The candidates the review area reads: one by id, or a client's that reached its projects. */
export type EngagementDirectory = {
  readonly engagementOf: (candidateId: string) => Promise<Engagement | null>;
  readonly engagementsOfClient: (clientId: string) => Promise<readonly Engagement[]>;
};

export type ReviewRow = {
  readonly id: string;
  readonly specialistId: string;
  readonly specialistName: string;
  readonly clientId: string;
  readonly clientCompanyName: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly scores: ReviewScores;
  readonly text: string;
  readonly showClientName: boolean;
  readonly writtenAt: Date;
  readonly answer: { readonly text: string; readonly at: Date } | null;
  readonly hiddenAt: Date | null;
  readonly hiddenReason: string | null;
};

/** Whose reviews a list holds: a specialist's visible ones, a client's, an agency's, or all (staff). */
export type ReviewScope =
  | { readonly kind: 'specialist'; readonly specialistId: string }
  | { readonly kind: 'client'; readonly clientId: string }
  | { readonly kind: 'agency'; readonly agencyId: string }
  | { readonly kind: 'all' };

export type ReviewReadModel = {
  readonly review: (id: string) => Promise<ReviewRow | null>;
  /** Newest first; a specialist's scope holds only visible reviews. */
  readonly list: (
    scope: ReviewScope,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ readonly items: readonly ReviewRow[]; readonly total: number }>;
  /** A specialist's visible reviews counted and their overall scores summed (the projection keeps both). */
  readonly visibleTotals: (specialistId: string) => Promise<{ readonly count: number; readonly overallSum: number }>;
  /** The card is in the public catalogue. */
  readonly inCatalogue: (specialistId: string) => Promise<boolean>;
};

export type ReviewDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly engagements: EngagementDirectory;
  readonly reviews: ReviewReadModel;
};
