import { z } from 'zod';
import { IsoDateTimeOutput } from '../../shared/outputs';

/** Inputs and answers of a company's single sign-on (issue 36); REST and tRPC send exactly these fields. */
export const ConfigureSsoInput = z.object({
  issuer: z
    .url({ error: 'Enter the issuer address, such as https://login.example.com' })
    .max(500, 'The issuer address is too long')
    .refine((u) => /^https?:\/\//i.test(u), 'The issuer address must start with https://'),
  clientId: z
    .string({ error: 'Client ID is required' })
    .trim()
    .min(1, 'Client ID is required')
    .max(300, 'Client ID is too long'),
  /** Left out when the connection is changed: the secret stored stays. */
  clientSecret: z.string().trim().min(1, 'Client secret is required').max(500, 'Client secret is too long').optional(),
  domain: z.string({ error: 'Domain is required' }).trim().min(1, 'Domain is required').max(253, 'Domain is too long'),
  /** What a person joining on their first sign-in becomes: a member unless the owner chooses owner. */
  defaultRole: z.enum(['member', 'owner'], { error: 'Choose member or owner' }).default('member'),
});
export type ConfigureSsoInput = z.input<typeof ConfigureSsoInput>;

export const EnforceSsoInput = z.object({
  enforced: z.boolean({ error: 'Say whether single sign-on is the only way in' }),
});

export const SsoStartInput = z.object({
  email: z.email({ error: 'Enter your work e-mail' }).max(254, 'The e-mail is too long'),
});

/** The owner's view of the connection: never the client secret, only that one is stored. */
export const SsoInfoOutput = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  clientSecretSet: z.boolean(),
  domain: z.string().nullable(),
  /** The TXT record that proves the domain: its name and the text it must hold. */
  verificationRecord: z.object({ name: z.string(), value: z.string() }).nullable(),
  domainVerifiedAt: IsoDateTimeOutput.nullable(),
  defaultRole: z.enum(['member', 'owner']),
  enforced: z.boolean(),
  /** Where the provider sends people back: registered with the provider as the client's redirect URI. */
  redirectUri: z.string(),
});
export type SsoInfoOutput = z.output<typeof SsoInfoOutput>;

export const SsoStartOutput = z.object({ url: z.string() });
