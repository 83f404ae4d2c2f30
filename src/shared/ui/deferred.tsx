import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a screen whose code loads after the screen's own: a block below the first view, the footer,
 * a decorative video, a form. It is requested as hydration reaches it; until it arrives React keeps its
 * server HTML as it is (no fallback, no shift), and a page rendered in the browser shows it a moment later.
 * `memo`: a parent's re-render does not reach the boundary while its chunk is on its way (React would then
 * drop the server HTML and render the empty fallback). Keep the part's styles with the screen's, so its
 * server HTML is styled before its script arrives.
 */
export function deferred<TProps extends object = Record<string, never>>(name: string, load: () => Promise<ComponentType<TProps>>) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const Deferred = memo(function Deferred(props: TProps) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
