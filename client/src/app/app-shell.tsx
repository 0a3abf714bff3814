import { useEffect, type ReactNode } from 'react';
import { ProductName } from '@/components/product-name';
import { CommandHost } from '@/features/commands';
import { KeptNotesSender } from '@/features/daily-plan';
import { MiniTimer, PomodoroEffects } from '@/features/pomodoro-timer';
import { ReminderCenter } from '@/features/reminders';
import { ClashDialog, PlannerDataSync, SyncStatus } from '@/features/sync';
import { registerServiceWorker } from '@/lib/service-worker';
import { Sidebar, SidebarToggle } from './sidebar';
import { SidebarContext, useSidebarState } from './sidebar-state';

/** The frame of every signed-in page: sidebar, a top bar with the toggle, the page, the timer that runs behind them all. */
export function AppShell({ children }: { children: ReactNode }) {
  const sidebar = useSidebarState();
  // The installable app is for people who use it (decision 26): registered once someone is signed in.
  useEffect(registerServiceWorker, []);
  return (
    <SidebarContext.Provider value={sidebar}>
      <div className="flex min-h-dvh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-background/95 px-4 backdrop-blur md:border-transparent">
            <SidebarToggle />
            {sidebar.isMobile && <ProductName />}
            <SyncStatus />
          </header>
          <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 pb-12 pt-2 sm:px-6 lg:px-8">
            {children}
          </main>
        </div>
      </div>
      <PlannerDataSync />
      <KeptNotesSender />
      {/* Here rather than beside the toasts: only signed-in pages change records, and visitors never download it. */}
      <ClashDialog />
      <PomodoroEffects />
      <ReminderCenter />
      <MiniTimer />
      <CommandHost />
    </SidebarContext.Provider>
  );
}
