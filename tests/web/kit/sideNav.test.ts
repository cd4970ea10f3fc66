import { describe, expect, it } from 'vitest';
import { activeItemOf } from '../../../web/src/kit/SideNav';
import { partnerMenu } from '../../../web/src/app/layouts/personalAreaMenu';

/** One menu item is current on any page, and the most specific one wins. */
describe('the side menu', () => {
  const current = (pathname: string) => activeItemOf(partnerMenu, pathname)?.label ?? null;

  it('marks Teams, not Specialists, on the teams page', () => {
    expect(current('/pa/specialists/teams')).toBe('Teams');
  });

  it('keeps Specialists current on a card and its editor', () => {
    expect(current('/pa/specialists')).toBe('Specialists');
    expect(current('/pa/specialists/3f0c/update')).toBe('Specialists');
  });

  it('marks list sections on their detail pages, and nothing on a page outside the menu', () => {
    expect(current('/pa/solutions/42')).toBe('Solutions');
    expect(current('/pa')).toBe('Getting started');
    expect(current('/pa/unknown-page')).toBeNull();
  });
});
