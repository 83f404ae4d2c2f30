import type { RouteObject } from 'react-router-dom';
import { SITE_PATHS } from '@/shared/config/site-paths';
import { routes } from './routes';

/** Every path of a route tree, nested paths joined, as React Router matches them. */
function routePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index || route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

describe('SITE_PATHS (what the API host answers with 200 and lists in the sitemap)', () => {
  it('holds exactly the screens of the route table, each once', () => {
    const screens = new Set(routePaths(routes).filter((routePath) => !routePath.endsWith('*')));
    expect([...SITE_PATHS].sort()).toEqual([...screens].sort());
    expect(new Set(SITE_PATHS).size).toBe(SITE_PATHS.length);
  });
});
