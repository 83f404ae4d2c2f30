import type { ReactNode } from 'react';
import { DeskRefusal } from '@/shared/ui/desk';

interface OnlineBidsSectionProps<T> {
  /** The id of the heading, which labels the section. */
  headingId: string;
  className: string;
  texts: { title: string; notOnline: string; loading: string };
  /** Whether the tender takes sealed online bids; without them the section only says so and reads nothing. */
  onlineBids: boolean;
  /** The section's read (skipped when there are no online bids). */
  read: { isError: boolean; error?: unknown; data?: T };
  children: (data: T) => ReactNode;
}

/**
 * A desk section that exists for a tender taking sealed online bids (its openers, its sealed bids): it says
 * when the tender takes none, why its read was refused, or that it is loading, and otherwise shows the data.
 */
export function OnlineBidsSection<T>({ headingId, className, texts, onlineBids, read, children }: OnlineBidsSectionProps<T>) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {texts.title}
      </h2>
      {!onlineBids ? (
        <p>{texts.notOnline}</p>
      ) : read.isError ? (
        <DeskRefusal error={read.error} />
      ) : !read.data ? (
        <p aria-live="polite">{texts.loading}</p>
      ) : (
        children(read.data)
      )}
    </section>
  );
}
