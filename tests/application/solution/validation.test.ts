import { describe, expect, it } from 'vitest';
import {
  SOLUTION_LIMITS,
  SolutionRequestInput,
  isWebLink,
  solutionContentSchema,
  type SolutionValidationContext,
} from '../../../application/solution/schemas';
import { crmCategoryId, erpCategoryId } from '../../support/solutionFixtures';

/** The solution rules of part 1, section 5, at their limits, for a draft and for review. */
const categories = new Set([crmCategoryId, erpCategoryId]);
const review: SolutionValidationContext = { mode: 'review', solutionCategoryIds: categories };
const draft: SolutionValidationContext = { mode: 'draft', solutionCategoryIds: categories };

const complete = {
  title: 'FleetPilot CRM',
  link: 'https://fleetpilot.example.com',
  categories: [crmCategoryId],
  description: 'A CRM for logistics companies.',
  contactEmail: 'sales@fleetpilot.example.com',
  logoId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  screenshotIds: [],
  videoLinks: ['https://youtu.be/dQw4w9WgXcQ'],
};

const fieldsIn = (context: SolutionValidationContext, value: unknown) => {
  const parsed = solutionContentSchema(context).safeParse(value);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path.join('.')))];
};
const url = (length: number) => {
  const base = 'https://example.com/';
  return base + 'a'.repeat(length - base.length);
};

describe('solution validation', () => {
  it('a complete solution passes review', () => {
    expect(fieldsIn(review, complete)).toEqual([]);
  });

  it('the title is required and at most 100 characters', () => {
    expect(fieldsIn(review, { ...complete, title: 'T'.repeat(SOLUTION_LIMITS.title) })).toEqual([]);
    expect(fieldsIn(review, { ...complete, title: 'T'.repeat(101) })).toEqual(['title']);
    expect(fieldsIn(draft, { ...complete, title: 'T'.repeat(101) })).toEqual(['title']);
    expect(fieldsIn(review, { ...complete, title: '   ' })).toEqual(['title']);
  });

  it('the link is a web address of at most 2000 characters, and may be left empty', () => {
    expect(url(2000)).toHaveLength(2000);
    expect(fieldsIn(review, { ...complete, link: url(2000) })).toEqual([]);
    expect(fieldsIn(review, { ...complete, link: url(2001) })).toEqual(['link']);
    expect(fieldsIn(review, { ...complete, link: '' })).toEqual([]);
    for (const bad of [
      'fleetpilot',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'https://exa mple.com',
      'https://localhost',
    ])
      expect(fieldsIn(draft, { ...complete, link: bad })).toEqual(['link']);
  });

  it('the description is required and at most 2000 characters', () => {
    expect(fieldsIn(review, { ...complete, description: 'd'.repeat(2000) })).toEqual([]);
    expect(fieldsIn(review, { ...complete, description: 'd'.repeat(2001) })).toEqual(['description']);
    expect(fieldsIn(review, { ...complete, description: '' })).toEqual(['description']);
    expect(fieldsIn(draft, { ...complete, description: '' })).toEqual([]);
  });

  it('the contact e-mail is required and must be an e-mail', () => {
    expect(fieldsIn(review, { ...complete, contactEmail: '' })).toEqual(['contactEmail']);
    expect(fieldsIn(draft, { ...complete, contactEmail: 'sales@' })).toEqual(['contactEmail']);
    expect(fieldsIn(draft, { ...complete, contactEmail: '' })).toEqual([]);
  });

  it('categories are required and must be solution categories', () => {
    expect(fieldsIn(review, { ...complete, categories: [] })).toEqual(['categories']);
    expect(fieldsIn(draft, { ...complete, categories: [] })).toEqual([]);
    expect(
      fieldsIn(draft, { ...complete, categories: [crmCategoryId, '00000000-0000-4000-8000-000000000000'] }),
    ).toEqual(['categories.1']);
    expect(fieldsIn(draft, { ...complete, categories: ['crm'] })).toEqual(['categories.0']);
  });

  it('the logo is required for review, not for a draft', () => {
    expect(fieldsIn(review, { ...complete, logoId: null })).toEqual(['logoId']);
    expect(fieldsIn(review, { ...complete, logoId: '' })).toEqual(['logoId']);
    expect(fieldsIn(draft, { ...complete, logoId: null })).toEqual([]);
  });

  it('each video link is a web address of at most 2000 characters; empty rows are allowed and dropped', () => {
    expect(fieldsIn(review, { ...complete, videoLinks: [url(2000), ''] })).toEqual([]);
    expect(fieldsIn(review, { ...complete, videoLinks: ['https://youtu.be/dQw4w9WgXcQ', url(2001)] })).toEqual([
      'videoLinks.1',
    ]);
    expect(fieldsIn(draft, { ...complete, videoLinks: ['not a link'] })).toEqual(['videoLinks.0']);
    expect(
      fieldsIn(draft, {
        ...complete,
        videoLinks: Array.from({ length: SOLUTION_LIMITS.videoLinks + 1 }, () => 'https://youtu.be/dQw4w9WgXcQ'),
      }),
    ).toEqual(['videoLinks']);
  });

  it('a draft needs nothing at all, but keeps every limit', () => {
    expect(fieldsIn(draft, {})).toEqual([]);
    expect(fieldsIn(review, {}).sort()).toEqual(['categories', 'contactEmail', 'description', 'logoId', 'title']);
  });

  it("the seeds' object shapes are read as the editor's ids", () => {
    const parsed = solutionContentSchema(review).parse({
      ...complete,
      logoId: undefined,
      screenshotIds: undefined,
      logo: { id: complete.logoId, url: '/api/files/x', name: 'logo.png' },
      categories: [{ id: crmCategoryId, title: 'CRM' }],
      screens: [{ id: 'f0000000-0000-4000-8000-000000000001', url: '/api/files/y', name: 'a.png' }],
      videoLinks: [{ id: 'v1', title: 'https://youtu.be/dQw4w9WgXcQ' }],
      contactEmail: { email: 'sales@fleetpilot.example.com' },
    });
    expect(parsed).toMatchObject({
      logoId: complete.logoId,
      categories: [crmCategoryId],
      screenshotIds: ['f0000000-0000-4000-8000-000000000001'],
      videoLinks: ['https://youtu.be/dQw4w9WgXcQ'],
      contactEmail: 'sales@fleetpilot.example.com',
    });
  });

  it('isWebLink accepts http and https addresses with a host only', () => {
    expect(isWebLink('https://fleetpilot.example.com/pricing?plan=pro')).toBe(true);
    expect(isWebLink('http://example.org')).toBe(true);
    expect(isWebLink('mailto:sales@example.com')).toBe(false);
  });
});

describe('solution request validation', () => {
  it('needs a solution id; the message is optional, limited, and read from `message` too', () => {
    expect(SolutionRequestInput.safeParse({}).success).toBe(false);
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    expect(SolutionRequestInput.parse({ solutionId: id, message: 'Call me' })).toMatchObject({
      solutionId: id,
      comment: 'Call me',
    });
    expect(SolutionRequestInput.safeParse({ solutionId: id, comment: 'c'.repeat(2001) }).success).toBe(false);
    expect(SolutionRequestInput.safeParse({ solutionId: id, contactEmail: 'nope' }).success).toBe(false);
    // The seeds' payload repeats the solution's fields; they are ignored.
    expect(
      SolutionRequestInput.parse({
        solutionId: id,
        title: 'x',
        screens: [],
        contactEmail: { email: 'buyer@client.test' },
      }),
    ).toEqual({ solutionId: id, comment: '', contactName: '', contactEmail: 'buyer@client.test', phone: '' });
  });
});
