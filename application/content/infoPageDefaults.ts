import { bulletList, heading, paragraph, type ContentBlock } from '../../domain/content/blocks';
import type { InfoPageSlug } from './articleSchemas';

/** An information page as first written; a manager's edit replaces it (table `info_pages`). */
export type InfoPageText = {
  readonly title: string;
  readonly description: string;
  readonly content: readonly ContentBlock[];
};

const mail = (before: string, address: string, after = '.'): ContentBlock => ({
  type: 'paragraph',
  content: [
    { type: 'text', text: before },
    { type: 'link', href: `mailto:${address}`, content: [{ type: 'text', text: address }] },
    { type: 'text', text: after },
  ],
});

export const infoPageDefaults: Readonly<Record<InfoPageSlug, InfoPageText>> = {
  about: {
    title: 'About the marketplace',
    description:
      'A B2B marketplace where client companies hire vetted IT specialists and teams from partner agencies for a period, under one contract.',
    content: [
      paragraph(
        'IT Marketplace connects companies that need engineers, designers, analysts and project managers with partner agencies that employ them. Instead of months of recruiting, a client books a checked specialist for the period a project needs, interviews them, and starts work under one contract with the platform.',
      ),
      heading(2, 'How it works'),
      bulletList(
        'Partner agencies publish their specialists and solutions; every card is reviewed by a platform manager before it appears in the catalogue, and reviewed again after each edit.',
        'Clients filter the catalogue by skills, grade, rate, language and free dates, add specialists or whole teams to a request, and schedule interviews in the hours the agency offers.',
        'The platform signs one contract with the client and one with each agency, invoices monthly, and stays the counterpart for both sides throughout the engagement.',
      ),
      heading(2, 'Why companies use it'),
      bulletList(
        'Rates are shown per hour in dollars before anyone talks, including the platform fee; VAT is added where it applies.',
        'A personal manager follows every client and agency: from the first request to the last timesheet.',
        'Three regional offices, MENA, Europe and CIS, work in the time zones of our clients and partners.',
      ),
      heading(2, 'Who we are'),
      paragraph(
        'We are a team of former delivery managers and recruiters who spent years staffing software projects on both sides of the table. We built the platform we wished we had: transparent rates, checked profiles and one place for contracts and acts.',
      ),
    ],
  },
  partnership: {
    title: 'Partnership for agencies',
    description:
      'Publish your IT specialists and solutions, get requests from client companies and keep your bench busy.',
    content: [
      paragraph(
        'If your company employs or contracts IT specialists, the marketplace brings you client requests without sales costs. You keep your people and your rates; we find the projects, sign the client contract and pay you monthly.',
      ),
      heading(2, 'What partners get'),
      bulletList(
        'Requests from checked client companies in Europe, MENA and CIS, with the period, hours and work format already agreed.',
        'A catalogue card for each specialist, with skills, projects, languages and free dates, reviewed by our managers so clients trust it.',
        'Interview scheduling, contracts, acts and invoices in the personal area, and a personal manager who knows your bench.',
      ),
      heading(2, 'How to start'),
      bulletList(
        'Register as an agency and fill in your company profile and payment details.',
        'Sign the partner contract that your personal manager prepares.',
        'Publish specialist cards (or import them from CVs) and your software solutions; we review them within one working day.',
      ),
      heading(2, 'What we ask'),
      paragraph(
        'Publish only specialists who are available for the dates shown, keep their cards current, answer interview requests within two working days, and do not approach our clients directly for specialists they met through the platform.',
      ),
      mail('Questions about partnership: write to ', 'partners@itmarketplace.example'),
    ],
  },
  'cookie-policy': {
    title: 'Cookie policy',
    description: 'Which cookies and browser storage the marketplace uses, and why.',
    content: [
      paragraph(
        'This policy explains what the marketplace stores in your browser. We do not use advertising cookies and we do not sell data to third parties.',
      ),
      heading(2, 'Strictly necessary'),
      bulletList(
        'Session: when you log in, your browser keeps a random token (prefix auth.) that proves who you are; it expires after 12 hours without activity and 14 days at most.',
        'Locale: a cookie remembers the language of the site for 365 days.',
        'Security: the anti-robot check of our forms keeps a short-lived answer while you send the form.',
      ),
      heading(2, 'Preferences'),
      paragraph(
        'We remember the manager area section you last used and your list filters in the address bar, not in cookies, so you can share a filtered list with a colleague.',
      ),
      heading(2, 'Videos'),
      paragraph(
        "Videos in articles play through youtube-nocookie.com, YouTube's privacy-enhanced mode, which sets no cookies until you press play.",
      ),
      heading(2, 'Managing cookies'),
      paragraph(
        'You can delete cookies in your browser settings at any time. Without the session cookie you cannot stay logged in; everything else on the public site works without cookies.',
      ),
      mail('Questions about this policy: ', 'privacy@itmarketplace.example'),
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description: 'What personal data the marketplace processes, for what purposes, for how long, and your rights.',
    content: [
      paragraph(
        'The marketplace processes personal data of the users of client and partner companies and of the specialists that partners publish. We process it only to run the marketplace and as the law requires.',
      ),
      heading(2, 'What we process'),
      bulletList(
        'Account data: name, work e-mail, phone, company and role, and the record of which terms and conditions you accepted, when and from which address.',
        'Specialist cards: first name and the initial of the surname, skills, experience, languages, city and rates, published only after the partner confirms the specialist agreed.',
        'Requests, interviews, contracts, acts and the e-mails we send about them.',
        'Technical logs: addresses and times of requests, kept for 30 days to protect the platform from abuse.',
      ),
      heading(2, 'Why'),
      paragraph(
        'To let clients find and book specialists, to prepare and sign contracts, to invoice, to answer your questions and to keep the platform secure. We do not use personal data for advertising.',
      ),
      heading(2, 'Who sees it'),
      paragraph(
        'Clients see catalogue cards without contacts or surnames; agencies see the requests for their own specialists; platform managers see what they need to support you, and every time a manager acts as a user is recorded.',
      ),
      heading(2, 'How long'),
      paragraph(
        'Account data as long as the account exists; contracts, acts and invoices for the period accounting law sets; the acceptance of the terms for as long as the account exists.',
      ),
      heading(2, 'Your rights'),
      paragraph(
        'You may ask for a copy of your data, correct it, object to its use or ask us to delete it where the law allows. We answer within 30 days.',
      ),
      mail('Write to our data protection officer at ', 'privacy@itmarketplace.example'),
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    description: 'Answers to the questions clients and partner agencies ask most often.',
    content: [
      heading(2, 'For clients'),
      heading(3, 'How is the hourly rate calculated?'),
      paragraph(
        "The catalogue shows the agency's rate plus the platform fee, rounded up to a whole dollar. VAT is shown beside it and added to invoices where it applies. There are no other charges.",
      ),
      heading(3, 'For how long can I book a specialist?'),
      paragraph(
        'From 90 days to one year per request; you can extend a booking before it ends. Choose the period in the booking window: dates that do not fit are disabled.',
      ),
      heading(3, 'Do I need a contract before the interview?'),
      paragraph(
        'Yes. A request for interviews needs a signed contract between your company and the platform; your personal manager prepares it, usually within two working days.',
      ),
      heading(2, 'For partner agencies'),
      heading(3, 'How long does a review take?'),
      paragraph(
        'A manager reviews a new or edited specialist card within one working day. An edited published card stays in the catalogue while it waits.',
      ),
      heading(3, 'When are we paid?'),
      paragraph('Monthly, after the client confirms the act for the month, on the terms of your partner contract.'),
      heading(2, 'Something else?'),
      paragraph(
        'Use the feedback form or write to the contact address in the footer: we answer within one working day.',
      ),
    ],
  },
};
