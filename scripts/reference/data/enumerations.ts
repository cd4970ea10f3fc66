/** The fixed lists served by /api/enum/list besides languages: ids are stable codes the other areas store. */
export type EnumerationSeed = { readonly id: string; readonly title: string };

export const enumerations: Record<string, readonly EnumerationSeed[]> = {
  LanguageLevel: [
    { id: 'A1', title: 'A1 — Beginner' },
    { id: 'A2', title: 'A2 — Elementary' },
    { id: 'B1', title: 'B1 — Intermediate' },
    { id: 'B2', title: 'B2 — Upper intermediate' },
    { id: 'C1', title: 'C1 — Advanced' },
    { id: 'C2', title: 'C2 — Proficient' },
    { id: 'native', title: 'Native' },
  ],
  EducationLevel: [
    { id: 'secondary', title: 'Secondary' },
    { id: 'vocational', title: 'Vocational' },
    { id: 'associate', title: 'Associate degree' },
    { id: 'incomplete_higher', title: 'Incomplete higher' },
    { id: 'bachelor', title: 'Bachelor' },
    { id: 'master', title: 'Master' },
    { id: 'phd', title: 'PhD' },
    { id: 'courses', title: 'Courses and certification' },
  ],
  EngagementType: [
    { id: 'staff_augmentation', title: 'Staff augmentation (outstaff)' },
    { id: 'dedicated_team', title: 'Dedicated team' },
    { id: 'project_outsourcing', title: 'Outsourced project' },
    { id: 'contract_to_hire', title: 'Contract to hire' },
    { id: 'direct_hire', title: 'Full-time hire' },
  ],
  EmployeesCount: [
    { id: '1-10', title: '1–10' },
    { id: '11-50', title: '11–50' },
    { id: '51-200', title: '51–200' },
    { id: '201-500', title: '201–500' },
    { id: '501-1000', title: '501–1000' },
    { id: '1001-5000', title: '1001–5000' },
    { id: '5001+', title: 'More than 5000' },
  ],
  DocumentStatus: [
    { id: 'draft', title: 'Draft' },
    { id: 'pending_signature', title: 'Pending signature' },
    { id: 'signed', title: 'Signed' },
    { id: 'declined', title: 'Declined' },
    { id: 'expired', title: 'Expired' },
    { id: 'terminated', title: 'Terminated' },
  ],
  WithoutVATArticle: [
    { id: 'not_registered', title: 'Not registered for VAT' },
    { id: 'small_business', title: 'Small business exemption' },
    { id: 'reverse_charge', title: 'Reverse charge: the customer accounts for VAT' },
    { id: 'outside_scope', title: 'Services supplied outside the country: outside the scope of VAT' },
    { id: 'exempt_supply', title: 'VAT-exempt supply' },
  ],
};

/** Profile links a specialist or company can show; `linkPrefix` is what a valid link starts with, when there is one. */
export const socialNetworks: readonly { readonly id: string; readonly title: string; readonly linkPrefix: string | null }[] = [
  { id: 'linkedin', title: 'LinkedIn', linkPrefix: 'https://www.linkedin.com/' },
  { id: 'github', title: 'GitHub', linkPrefix: 'https://github.com/' },
  { id: 'gitlab', title: 'GitLab', linkPrefix: 'https://gitlab.com/' },
  { id: 'telegram', title: 'Telegram', linkPrefix: 'https://t.me/' },
  { id: 'x', title: 'X (Twitter)', linkPrefix: 'https://x.com/' },
  { id: 'facebook', title: 'Facebook', linkPrefix: 'https://www.facebook.com/' },
  { id: 'instagram', title: 'Instagram', linkPrefix: 'https://www.instagram.com/' },
  { id: 'behance', title: 'Behance', linkPrefix: 'https://www.behance.net/' },
  { id: 'dribbble', title: 'Dribbble', linkPrefix: 'https://dribbble.com/' },
  { id: 'stackoverflow', title: 'Stack Overflow', linkPrefix: 'https://stackoverflow.com/' },
  { id: 'medium', title: 'Medium', linkPrefix: 'https://medium.com/' },
  { id: 'youtube', title: 'YouTube', linkPrefix: 'https://www.youtube.com/' },
  { id: 'whatsapp', title: 'WhatsApp', linkPrefix: 'https://wa.me/' },
  { id: 'skype', title: 'Skype', linkPrefix: null },
  { id: 'website', title: 'Personal website', linkPrefix: null },
];

/** ISO 639-1 codes of the languages offered on a card, most asked for first; names come from the iso-639-1 package. */
export const languageCodes = [
  'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'ru', 'cs', 'sk', 'hu', 'ro', 'bg', 'sr', 'hr', 'sl', 'el',
  'tr', 'sv', 'no', 'da', 'fi', 'et', 'lv', 'lt', 'ka', 'hy', 'az', 'kk', 'uz', 'be', 'he', 'ar', 'fa', 'hi', 'ur',
  'bn', 'ta', 'te', 'mr', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'tl', 'sw', 'af', 'ga', 'is', 'mk', 'sq', 'bs',
  'ky', 'tg', 'mn', 'ca', 'eu', 'gl',
] as const;
