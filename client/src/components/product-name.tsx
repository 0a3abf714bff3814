import { Sprout } from 'lucide-react';

/** The logo and name; on its own so that pages outside the shell don't pull the sidebar in. */
export function ProductName({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight text-foreground">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Sprout className="size-5" aria-hidden />
      </span>
      {!compact && <span className="text-lg">Stepwise</span>}
    </span>
  );
}
