import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export: the component `name` of the module `load` imports. Name the chunk at the
 * `import()` in `load` (`webpackChunkName`), where webpack reads it.
 */
export function lazyExport<TName extends string, TProps>(load: () => Promise<Record<TName, ComponentType<TProps>>>, name: TName) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
