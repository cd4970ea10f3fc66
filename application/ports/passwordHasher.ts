export type PasswordHasher = {
  readonly hash: (password: string) => Promise<string>;
  readonly verify: (hash: string, password: string) => Promise<boolean>;
};
