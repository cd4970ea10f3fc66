import type pg from 'pg';
import type { ContentService } from '../../application/content/contentService';
import { actorOf } from '../../application/identity/queries/authenticate';
import type { IdentityStore } from '../../application/identity/identityPorts';
import { bulletList, heading, paragraph, type ContentBlock } from '../../domain/content/blocks';

const link = (text: string, href: string): ContentBlock => ({
  type: 'paragraph',
  content: [
    { type: 'text', text },
    { type: 'link', href, content: [{ type: 'text', text: href.replace('mailto:', '') }] },
    { type: 'text', text: '.' },
  ],
});

/** The platform's terms of use as a first version: what a B2B hiring marketplace actually promises and asks. */
export const demoTermsContent: ContentBlock[] = [
  heading(2, '1. Who we are and what these terms cover'),
  paragraph(
    'These terms govern the use of the IT Marketplace platform by client companies that look for IT specialists and software solutions, and by partner agencies that offer them. By creating an account or using the personal area you accept these terms on behalf of your company.',
  ),
  heading(2, '2. Accounts and access'),
  bulletList(
    'Each user acts for one company and keeps their password secret; the company is responsible for what its users do.',
    "Platform managers may act as a user to help them, and every such action is recorded with the manager's name.",
    'We may suspend an account that breaks these terms, after telling the company why, unless the law or security requires otherwise.',
  ),
  heading(2, '3. Specialist cards and solutions'),
  paragraph(
    'Partner agencies publish only specialists who are employed by them or contracted to them, with true information about skills, experience and availability. Every card is reviewed by the platform before it appears in the catalogue, and an edited card is reviewed again.',
  ),
  heading(2, '4. Requests, interviews and contracts'),
  paragraph(
    "A client books specialists for a period and schedules interviews through the platform. Engagements start only after a signed contract between the client and the platform; the catalogue price shown per hour includes the platform's service fee, and VAT is added where it applies.",
  ),
  heading(2, '5. Non-solicitation'),
  paragraph(
    "For twelve months after an interview arranged through the platform, a client does not hire or engage the specialist directly or through another supplier without the platform's written consent.",
  ),
  heading(2, '6. Personal data'),
  paragraph(
    'We process personal data of users and specialists as described in our privacy policy, only to run the marketplace, and keep the record of who accepted which version of these terms for as long as the account exists and the law requires.',
  ),
  heading(2, '7. Changes to these terms'),
  paragraph(
    'We announce new versions in the personal area before they take effect. From the effective date we ask every user to accept the new version before continuing; a user who declines is logged out and may contact their personal manager.',
  ),
  link('Questions about these terms: write to ', 'mailto:legal@itmarketplace.example'),
];

/**
 * One version of the terms in force, written by the demo manager through the use case, and accepted by the demo
 * client and agency as they would have at sign-up: a manager publishes a newer version to see the modal.
 */
export const seedDemoTerms = async (
  pool: pg.Pool,
  identity: IdentityStore,
  content: ContentService,
): Promise<number> => {
  const existing = await pool.query('select 1 from terms_versions limit 1');
  if (existing.rowCount) return 0;
  const managerUser = await identity.findUserByEmail('manager@demo.test');
  if (!managerUser) return 0;
  const created = await content.createTermsVersion(actorOf(managerUser, 'demo-seed', null), {
    content: demoTermsContent,
    changes: [paragraph('The first version of the terms of use of the platform.')],
  });
  if (created.isErr()) throw new Error(`demo terms refused: ${JSON.stringify(created.error)}`);
  for (const email of ['client@demo.test', 'agency@demo.test']) {
    const user = await identity.findUserByEmail(email);
    if (user) await content.acceptTermsAtRegistration(user.id, { address: '127.0.0.1', userAgent: 'demo seed' });
  }
  return 1;
};
