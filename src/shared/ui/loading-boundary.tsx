import { Suspense, type ReactNode } from 'react';

/** Where a screen's code may still be on its way (a client-side visit): a polite "Loading…" until it comes. */
export function LoadingBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="container py-4" role="status">
          Loading…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
