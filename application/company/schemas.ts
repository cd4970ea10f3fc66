import { z } from 'zod';

export const CompanyIdInput = z.object({ id: z.uuid('Company id is invalid') });
