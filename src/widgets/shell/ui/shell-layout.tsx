import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

// Skeleton shell: the header, drawer and footer are built by the foundation issue.
export function ShellLayout() {
  return (
    <>
      <main id="main">
        <Suspense fallback={<p className="container py-5">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
