/** The counts the dashboards show, read from the read models; each is limited to the company it is asked for. */
export type DashboardReadModel = {
  readonly agencyCards: (
    agencyId: string,
  ) => Promise<{ moderation: number; rejected: number; published: number; drafts: number }>;
  readonly agencySolutions: (agencyId: string) => Promise<{ moderation: number; rejected: number; published: number }>;
  /** Candidates of the agency in one of `statuses` for which the agency has proposed nothing yet. */
  readonly agencyRequestsWaiting: (agencyId: string, statuses: readonly string[]) => Promise<number>;
  /** Contracts of the company sent to it and not signed by it yet. */
  readonly contractsToSign: (companyId: string) => Promise<number>;
  /** The client's candidates: `answerStatuses` are those in which a proposed time may still be chosen. */
  readonly clientCandidates: (
    clientId: string,
    answerStatuses: readonly string[],
    now: string,
  ) => Promise<{ inReview: number; awaitingChoice: number; interviews: number; approved: number }>;
  readonly clientRequests: (clientId: string) => Promise<{ moderation: number; published: number; responses: number }>;
  readonly specialistsInModeration: () => Promise<number>;
  readonly solutionsInModeration: () => Promise<number>;
  readonly contractsToCountersign: () => Promise<{ client: number; partner: number }>;
  readonly clientRequestsInModeration: () => Promise<number>;
  readonly candidatesToReview: () => Promise<number>;
  readonly clientsWithoutContract: () => Promise<number>;
};

export type DashboardDeps = {
  readonly counts: DashboardReadModel;
  /** Items in the client's request list (the cart), read from its stream. */
  readonly cartItems: (clientId: string) => Promise<number>;
  readonly clock: { readonly now: () => Date };
};
