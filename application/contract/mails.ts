import { escapeHtml as escape } from '../../domain/content/renderHtml';
import type { ContractEvent } from '../../domain/contract/contract.events';
import type { OutgoingMail } from '../ports/mail';

const mail = (
  to: string,
  subject: string,
  lines: readonly string[],
  link?: { href: string; label: string },
): OutgoingMail => ({
  to,
  subject,
  text: [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n'),
  html: `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}`,
});

/** The signer's single-use link: it works without an account, once, until it expires. */
export const signingLinkMail = (
  to: string,
  signerName: string,
  title: string,
  number: string,
  platformName: string,
  link: string,
  expiresAt: Date,
): OutgoingMail =>
  mail(
    to,
    `Please sign: ${title} ${number}`.trim(),
    [
      `Dear ${signerName},`,
      `${platformName} sent you ${title} ${number} to sign electronically.`.replace(/\s+/g, ' '),
      'Open the link, read the document, type your full name and sign. The link works once.',
      `It expires on ${expiresAt.toISOString().slice(0, 10)}. If it expires, ask your account manager to send the contract again.`,
    ],
    { href: link, label: 'Open and sign the contract' },
  );

/** What happened to a contract, in the words of its notification e-mails; null for changes nobody is told about. */
const statusLineOf = (event: ContractEvent, number: string): { subject: string; line: string } | null => {
  switch (event.type) {
    case 'ContractSentForSignature':
      return {
        subject: `Contract ${number} sent for signature`,
        line: `Contract ${number} was sent to ${event.data.signer.name} (${event.data.signer.email}) for signature.`,
      };
    case 'ContractSignedByCounterparty':
      return {
        subject: `Contract ${number} signed by ${event.data.evidence.name}`,
        line: `${event.data.evidence.name} signed contract ${number}. The platform countersigns next.`,
      };
    case 'ContractCountersigned':
      return {
        subject: `Contract ${number} is signed`,
        line: `Contract ${number} is signed by both parties. The signed PDF is in your personal area under Contracts.`,
      };
    case 'ContractVoided':
      return { subject: `Contract ${number} voided`, line: `Contract ${number} was voided: ${event.data.reason}` };
    default:
      return null;
  }
};

export const contractMailEventTypes = [
  'ContractSentForSignature',
  'ContractSignedByCounterparty',
  'ContractCountersigned',
  'ContractVoided',
] as const;

/** Each status change e-mails the contract's notification list (and the signer), each address once. */
export const contractStatusMails = (
  event: ContractEvent,
  contract: { readonly number: string; readonly mailForNotifications: readonly string[]; readonly signerEmail: string },
  appUrl: string,
): OutgoingMail[] => {
  const what = statusLineOf(event, contract.number);
  if (!what) return [];
  // The signer gets the signing link itself when the contract is sent; every later change goes to them too.
  const signer = event.type === 'ContractSentForSignature' ? [] : [contract.signerEmail];
  const recipients = [...new Set([...contract.mailForNotifications, ...signer].map((e) => e.toLowerCase()))];
  return recipients.map((to) =>
    mail(to, what.subject, ['Hello,', what.line], {
      href: `${appUrl}/pa/documents`,
      label: 'Contracts in your personal area',
    }),
  );
};

/** A client asks for its contract: to its personal manager, with the link that starts one for the company. */
export const contractRequestMail = (
  to: string,
  companyName: string,
  requester: { readonly name: string; readonly email: string } | null,
  link: string,
): OutgoingMail =>
  mail(
    to,
    `${companyName} asks for a contract`,
    [
      'Hello,',
      `${requester ? `${requester.name} (${requester.email})` : 'A user'} of ${companyName} asks for a contract with the platform, needed to send interview requests.`,
      'Draft it, send it for signature, and countersign once they have signed.',
    ],
    { href: link, label: 'Start the contract' },
  );
