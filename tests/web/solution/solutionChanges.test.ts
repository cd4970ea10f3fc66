import { describe, expect, it } from 'vitest';
import type { SolutionContent } from '../../../domain/solution/solution.content';
import { flagParam } from '../../../web/src/kit/list/listState';
import { describeSolutionChanges } from '../../../web/src/features/solution/view/solutionChanges';

const verified: SolutionContent = {
  title: 'Shift Planner',
  link: 'https://shift.example.com',
  categories: ['crm'],
  description: 'Plans shifts.',
  contactEmail: 'sales@shift.example.com',
  logoId: 'logo-1',
  screenshotIds: ['s-1', 's-2'],
  videoLinks: ['https://youtu.be/dQw4w9WgXcQ'],
};
const titles: Record<string, string> = { crm: 'CRM', erp: 'ERP' };
const titleOf = (id: string) => titles[id] ?? null;

/** What the manager reads on a solution changed since a manager last published or saved it. */
describe('the changes of a solution since its verification', () => {
  it('names every field the agency changed, in the words of the page', () => {
    const now: SolutionContent = {
      ...verified,
      title: 'Shift Planner Pro',
      categories: ['crm', 'erp', 'gone'],
      description: 'Plans shifts and leave.',
      logoId: 'logo-2',
      screenshotIds: ['s-2', 's-3', 's-4'],
      videoLinks: [],
    };
    expect(describeSolutionChanges(verified, now, titleOf)).toEqual([
      'Title: Shift Planner → Shift Planner Pro',
      'Categories: added ERP, a category no longer offered',
      'Description rewritten',
      'Logo changed',
      'Screenshots: 2 added, 1 removed',
      'Video links: removed https://youtu.be/dQw4w9WgXcQ',
    ]);
  });

  it('says so when nothing in the content changed, and notices screenshots put in another order', () => {
    expect(describeSolutionChanges(verified, verified, titleOf)).toEqual(['No changes in the content']);
    expect(describeSolutionChanges(verified, { ...verified, screenshotIds: ['s-2', 's-1'] }, titleOf)).toEqual([
      'Screenshots: reordered',
    ]);
  });
});

describe('a yes-or-no filter in the address', () => {
  it('is in the address only while it is on', () => {
    const changed = flagParam('changed');
    expect([changed.read('1'), changed.read('true'), changed.read(null), changed.read('0')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([changed.write(true), changed.write(false)]).toEqual(['1', null]);
  });
});
