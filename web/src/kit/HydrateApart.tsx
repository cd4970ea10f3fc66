import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates in its own pass, after the parts around it and interruptibly
 * (a Suspense boundary): a phone's main thread gets a break between the page's sections instead of one long task.
 * Nothing in it suspends in the browser once hydrated, so it has no fallback of its own.
 */
export const HydrateApart = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);
