import type { ContentBlock, Inline } from '../../domain/content/blocks';
import { documentTitleOf as documentTitleOfTypes, type ContractKind } from '../../domain/contract/contract.kinds';

/**
 * The platform's standard texts, as content blocks with `{{placeholders}}` the document fills from the contract and
 * the companies' profiles. A manager replaces one contract's text with `template-update`.
 */
const text = (t: string): Inline[] => [{ type: 'text', text: t }];
const p = (t: string): ContentBlock => ({ type: 'paragraph', content: text(t) });
const h = (t: string): ContentBlock => ({ type: 'heading', level: 3, content: text(t) });
const list = (...items: string[]): ContentBlock => ({ type: 'numberedList', items: items.map(text) });

const clientContract: ContentBlock[] = [
  p(
    'This agreement is made on {{date}} between {{platform.legalName}} ("the Platform") and {{company.legalName}}, {{company.country}} ("the Client"), represented by {{signer.name}}, {{signer.position}}.',
  ),
  h('1. Subject'),
  p(
    "The Platform gives the Client access to its marketplace of IT specialists and teams supplied by partner agencies, arranges interviews and, once the Client approves a candidate, provides the specialist's services for the booked period.",
  ),
  h('2. Bookings'),
  list(
    'The Client books specialists for a period through the request list; a booking starts when both the Client and the Platform confirm the candidate.',
    'Hours, work format and period are those of the approved request; changes are agreed in writing through the Platform.',
    'The Client may file a claim about a working specialist; the Platform answers within five business days.',
  ),
  h('3. Fees and payment'),
  p(
    "The Client pays the catalogue rate of each specialist for the hours worked, as approved in the monthly completion act. The Platform's commission included in the catalogue rate is {{commission}}.",
  ),
  p(
    "Invoices are issued monthly after the Client approves the act and are payable within {{daysPaid}} days, to the Platform's account named below.",
  ),
  h('4. Confidentiality and non-solicitation'),
  p(
    "Each party keeps the other's confidential information secret for the term of this agreement and three years after. For twelve months after a booking ends, the Client does not hire the specialist directly without the Platform's written consent.",
  ),
  h('5. Term'),
  p(
    "This agreement takes effect on signature by both parties and runs until terminated by either party with thirty days' written notice; bookings already confirmed continue until their end.",
  ),
];

const partnerContract: ContentBlock[] = [
  p(
    'This agreement is made on {{date}} between {{platform.legalName}} ("the Platform") and {{company.legalName}}, {{company.country}} ("the Partner"), represented by {{signer.name}}, {{signer.position}}.',
  ),
  h('1. Subject'),
  p(
    "The Partner publishes cards of its IT specialists, teams and solutions in the Platform's catalogue; the Platform offers them to client companies and manages bookings, interviews and contracts with clients.",
  ),
  h("2. The Partner's obligations"),
  list(
    'Cards describe real employees or contractors of the Partner, with true experience, skills and availability.',
    'The Partner answers interview requests within two business days and keeps booking calendars up to date.',
    'A specialist booked by a client works for the booked period unless the Platform agrees to a replacement.',
  ),
  h('3. Rates and payment'),
  p(
    "The Partner sets each specialist's hourly rate; the Platform adds its markup to form the catalogue price. The Partner invoices the Platform monthly on the basis of the completion acts approved by the client; the Platform pays within thirty days of the client's payment.",
  ),
  h('4. Confidentiality'),
  p(
    "Each party keeps the other's and the clients' confidential information secret for the term of this agreement and three years after.",
  ),
  h('5. Term'),
  p(
    "This agreement takes effect on signature by both parties and runs until terminated by either party with thirty days' written notice.",
  ),
];

const nda: ContentBlock[] = [
  p(
    'This non-disclosure agreement is made on {{date}} between {{platform.legalName}} ("the Platform") and {{company.legalName}} ("the Partner"), represented by {{signer.name}}, {{signer.position}}.',
  ),
  h('1. Confidential information'),
  p(
    'Confidential information is any information about clients, their projects, requests, rates and people that one party receives from the other through the marketplace, in any form.',
  ),
  h('2. Obligations'),
  list(
    "Use confidential information only to take part in the marketplace's bookings.",
    'Disclose it only to employees and contractors who need it and are bound by the same duty.',
    "Return or destroy it at the other party's request.",
  ),
  h('3. Term'),
  p('The obligations last for the term of the cooperation and three years after it ends.'),
];

export const defaultTemplateOf = (kind: ContractKind, documentType: string): readonly ContentBlock[] =>
  documentType === 'nda' ? nda : kind === 'client' ? clientContract : partnerContract;

/** The name of the contract's document (the domain's one rule, for a contract row). */
export const documentTitleOf = (row: { readonly documentType: string; readonly contractType: string }): string =>
  documentTitleOfTypes(row.documentType, row.contractType);

const PLACEHOLDER = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/** The blocks with every known `{{placeholder}}` replaced; an unknown one stays as typed, for the manager to see. */
export const fillTemplate = (
  blocks: readonly ContentBlock[],
  values: Readonly<Record<string, string>>,
): ContentBlock[] => {
  const fill = (t: string) => t.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
  const inline = (run: Inline): Inline =>
    run.type === 'text'
      ? { ...run, text: fill(run.text) }
      : { ...run, content: run.content.map((c) => ({ ...c, text: fill(c.text) })) };
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
      case 'quote':
        return { ...block, content: block.content.map(inline) };
      case 'bulletList':
      case 'numberedList':
        return { ...block, items: block.items.map((item) => item.map(inline)) };
      case 'table':
        return { ...block, rows: block.rows.map((row) => row.map((cell) => cell.map(inline))) };
      default:
        return block;
    }
  });
};
