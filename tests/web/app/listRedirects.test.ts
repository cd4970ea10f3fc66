import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { managerRoutes } from '../../../web/src/app/routes/managerRoutes';
import { personalAreaRoutes } from '../../../web/src/app/routes/personalAreaRoutes';
import { withListRedirects } from '../../../web/src/app/routes/listRedirects';

/** Where `to` of the redirect the path lands on says, or the path of the page it lands on. */
const landing = (routes: RouteObject[], path: string): string | undefined => {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  const element = last?.element as { props?: { to?: string } } | undefined;
  return element?.props?.to !== undefined ? `redirect to ${element.props.to}` : last?.path;
};

describe("a list page's shorter address", () => {
  it('leads to the list where only `…/list` exists, at every level, and leaves claimed paths alone', () => {
    const routes = withListRedirects([
      { path: 'things/list' },
      { path: 'things/:id' },
      { path: 'kept/list' },
      { path: 'kept' },
      { children: [{ path: 'inner/list' }] },
      { path: '*' },
    ]);
    expect(landing(routes, '/things')).toBe('redirect to list');
    expect(landing(routes, '/inner')).toBe('redirect to list');
    expect(landing(routes, '/kept')).toBe('kept');
    expect(landing(routes, '/things/42')).toBe('things/:id');
    expect(landing(routes, '/nowhere')).toBe('*');
  });

  it("opens the manager's and the personal area's lists from the address without '/list'", () => {
    expect(landing(managerRoutes, '/client-requests')).toBe('redirect to list');
    expect(landing(managerRoutes, '/candidates')).toBe('redirect to list');
    expect(landing(personalAreaRoutes, '/specialists-on-projects')).toBe('redirect to list');
    expect(landing(managerRoutes, '/conversations')).toBe('conversations');
  });
});
