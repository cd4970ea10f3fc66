import { escapeHtml as escape } from '../../domain/content/renderHtml';
import { documentTitleOf, type ContractKind } from '../../domain/contract/contract.kinds';
import type { ContractEvent } from '../../domain/contract/contract.events';
import type { OutgoingMail } from '../ports/mail';

/** What a contract's staff e-mail names, read from the contracts read model. */
export type StaffContractContext = {
  readonly id: string;
  readonly kind: ContractKind;
  readonly number: string;
  readonly companyName: string;
  readonly documentType: string;
  readonly contractType: string;
};

/**
 * The platform's staff who run contracts (`contract:manage`) are told when a company has signed, since countersigning
 * is theirs; a staff member on a contract's notification list hears of its other changes in these words, with the link
 * to the manager's page instead of the company's personal area. `everyone` says whether the event concerns every
 * contract manager or only those on the list. Null for changes nobody on the staff is told about.
 */
export const contractStaffMail = (
  event: ContractEvent,
  contract: StaffContractContext,
  to: string,
  appUrl: string,
): { readonly mail: OutgoingMail; readonly everyone: boolean } | null => {
  const name = `${documentTitleOf(contract.documentType, contract.contractType)} ${contract.number}`.trim();
  const said = ((): { subject: string; line: string; everyone: boolean } | null => {
    switch (event.type) {
      case 'ContractSentForSignature':
        return {
          subject: `Contract ${contract.number} of ${contract.companyName} sent for signature`,
          line: `${name} was sent to ${event.data.signer.name} of ${contract.companyName} for signature.`,
          everyone: false,
        };
      case 'ContractSignedByCounterparty':
        return {
          subject: `${contract.companyName} signed contract ${contract.number}: countersign it`,
          line: `${event.data.evidence.name} signed ${name} for ${contract.companyName}. Countersign it to put it in force.`,
          everyone: true,
        };
      case 'ContractCountersigned':
        return {
          subject: `Contract ${contract.number} of ${contract.companyName} is signed`,
          line: `${name} is signed by both parties.`,
          everyone: false,
        };
      case 'ContractVoided':
        return {
          subject: `Contract ${contract.number} of ${contract.companyName} voided`,
          line: `${name} was voided: ${event.data.reason}`,
          everyone: false,
        };
      default:
        return null;
    }
  })();
  if (!said) return null;
  const section = contract.kind === 'partner' ? '/manager/partner-documents' : '/manager/client-documents';
  const href = `${appUrl}${section}/${contract.id}/update`;
  const lines = ['Hello,', said.line];
  return {
    everyone: said.everyone,
    mail: {
      to,
      subject: said.subject,
      text: [...lines, '', `Open the contract: ${href}`].join('\n'),
      html: `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(href)}">Open the contract</a></p>`,
    },
  };
};
