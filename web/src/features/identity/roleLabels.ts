import type { Profile } from '../../app/trpc';

export const roleLabels: Record<Profile['role'], string> = {
  partner: 'Partner agency',
  client: 'Client',
  manager: 'Platform manager',
};
