import { Dialog as DialogPrimitive } from 'radix-ui';
import { Heart, LogOut, PanelLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ProductName } from '@/components/product-name';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useCurrentUser, useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';
import { usePublicSettings } from '@/lib/public-settings';
import { NAVIGATION } from '@/lib/navigation';
import { useSidebar } from './sidebar-state';

function NavigationLinks({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <ul className="grid gap-1">
      {NAVIGATION.map(({ href, label, icon: Icon, alsoActiveOn = [] }) => {
        const active = location === href || alsoActiveOn.includes(location);
        return (
          <li key={href}>
            <Tooltip content={label} side="right" disabled={!compact}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={compact ? label : undefined}
                className={cn(
                  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                  active && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
                  compact && 'justify-center px-0',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                {!compact && <span>{label}</span>}
              </Link>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

function DonationCard() {
  const { donationUrl } = usePublicSettings();
  if (!donationUrl) return null;
  return (
    <section aria-labelledby="donation-title" className="rounded-lg border border-border bg-muted/60 p-3">
      <h2 id="donation-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <Heart className="size-4 text-destructive" aria-hidden /> Support This Hobby Project
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Stepwise is free. A small gift keeps it running.</p>
      <Button asChild size="sm" variant="outline" className="mt-2 w-full">
        <a href={donationUrl} target="_blank" rel="noopener noreferrer">
          Donate
        </a>
      </Button>
    </section>
  );
}

/** Everything inside the sidebar: shared by the desktop rail and the phone sheet. */
function SidebarBody({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className={cn('flex h-10 items-center px-1', compact && 'justify-center px-0')}>
        <Link href="/" onClick={onNavigate} aria-label="Stepwise home">
          <ProductName compact={compact} />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <NavigationLinks compact={compact} {...(onNavigate && { onNavigate })} />
      </nav>
      {!compact && <DonationCard />}
      <footer className="grid gap-2 border-t border-border pt-3">
        {!compact && user && (
          <p className="truncate px-1 text-xs text-muted-foreground" title={`Signed in as ${user.username}`}>
            Signed in as <span className="font-medium text-foreground">{user.username}</span>
          </p>
        )}
        <Tooltip content="Log out" side="right" disabled={!compact}>
          <Button
            variant="ghost"
            className={cn('justify-start text-muted-foreground', compact && 'justify-center px-0')}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            aria-label={compact ? 'Log out' : undefined}
          >
            <LogOut aria-hidden />
            {!compact && 'Log out'}
          </Button>
        </Tooltip>
        {!compact && (
          <p className="px-1 text-[11px] leading-relaxed text-muted-foreground">
            © {new Date().getFullYear()} Stepwise ·{' '}
            <Link href="/terms-of-service" className="hover:underline">
              Terms
            </Link>{' '}
            ·{' '}
            <Link href="/privacy-policy" className="hover:underline">
              Privacy
            </Link>
          </p>
        )}
      </footer>
    </div>
  );
}

export function SidebarToggle({ className }: { className?: string }) {
  const { toggle, expanded, isMobile, mobileOpen } = useSidebar();
  const open = isMobile ? mobileOpen : expanded;
  return (
    <Tooltip content={`${open ? 'Hide' : 'Show'} sidebar (Ctrl+B)`}>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={open}
        className={className}
      >
        <PanelLeft aria-hidden />
      </Button>
    </Tooltip>
  );
}

/** 240 px wide, 60 px collapsed on desktop; a 280 px sheet on phones. */
export function Sidebar() {
  const { expanded, isMobile, mobileOpen, setMobileOpen } = useSidebar();
  if (isMobile) {
    return (
      <DialogPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 left-0 z-50 w-[280px] border-r border-border bg-surface shadow-xl focus-visible:outline-none"
            data-testid="sidebar"
            data-sidebar-sheet
            // Focus the sheet itself, not its last button: the next Tab reaches the links in order.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }}
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">Pages of Stepwise</DialogPrimitive.Description>
            <SidebarBody compact={false} onNavigate={() => setMobileOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 h-dvh shrink-0 border-r border-border bg-surface transition-[width] duration-200',
        expanded ? 'w-[240px]' : 'w-[60px]',
      )}
    >
      <SidebarBody compact={!expanded} />
    </aside>
  );
}
