/** A refused business rule: a namespaced code (`specialist.not_in_moderation`) and a human message. */
export type DomainError<Code extends string = string> = {
  readonly code: Code;
  readonly message: string;
};

export const domainError = <Code extends string>(code: Code, message: string): DomainError<Code> => ({ code, message });
