import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ProductName } from '@/components/product-name';
import { Button } from '@/components/ui/button';
import { LegalLinks } from './legal-links';

export const LEGAL_LAST_UPDATED = 'May 12, 2025';

/** The frame of the three legal pages: a readable column, the date, a way back home. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link href="/" aria-label="Stepwise home">
            <ProductName />
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              <ArrowLeft aria-hidden /> Back to Home
            </Link>
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="legal-text mt-8 grid gap-8 text-[15px] leading-7 text-foreground">{children}</div>
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-8 text-sm sm:flex-row sm:justify-between sm:px-6">
          <LegalLinks className="flex flex-wrap gap-x-5 gap-y-1" />
          <span className="text-muted-foreground">© {new Date().getFullYear()} Stepwise</span>
        </div>
      </footer>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight text-foreground">{title}</h2>
      {children}
    </section>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-primary underline-offset-2 hover:underline">
      {address}
    </a>
  );
}

export const bulletList = 'grid list-disc gap-1.5 pl-5';
