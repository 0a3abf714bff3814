/** The logo and name; on its own so that pages outside the shell don't pull the sidebar in. */
export function ProductName({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight text-foreground">
      {/* The mark of client/public/favicon.svg: steps going up. */}
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M15 47h11V37h11V27h11V16"
          fill="none"
          className="stroke-primary-foreground"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className="text-lg">Stepwise</span>}
    </span>
  );
}
