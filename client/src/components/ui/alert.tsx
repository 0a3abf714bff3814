import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An inline, announced error message (the auth page's failed sign-in, say). */
export function ErrorAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-destructive-border bg-destructive-soft p-3 text-sm text-destructive-text">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}
