/** Random identifiers and secrets, and the one-way digest under which secrets are stored. */
export type Secrets = {
  readonly uuid: () => string;
  /** At least 128 random bits, URL-safe. */
  readonly token: () => string;
  readonly digest: (secret: string) => string;
};
