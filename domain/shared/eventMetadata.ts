/** Who did it, as whom, and when: carried by every event and every audited write. */
export type ActorRole = 'partner' | 'client' | 'manager' | 'system';

export type EventMetadata = {
  readonly actorId: string;
  readonly actorRole: ActorRole;
  /** The platform manager who acted as this user, when impersonating. */
  readonly emulatedBy?: string;
  /** The company's API key the write came through (issue 37). */
  readonly apiKeyId?: string;
  readonly at: Date;
};

export type DomainEvent<Type extends string, Data> = {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
};
