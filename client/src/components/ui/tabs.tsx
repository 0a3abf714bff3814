import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Radix draws the tab list (roving focus, arrow keys, activation on focus); the panels are our own. Radix'
 * panel mounts through its `Presence`, which reads the panel's computed style as it mounts, so the browser
 * works out the style of the whole new page inside React's commit (10–30 ms of a heavy page's longest task)
 * rather than in the frame after it. Our panels have no animation to wait for. Tab and panel name each other
 * through ids made here, which the triggers take in place of Radix' own.
 */
const TabsState = createContext<{ value: string | undefined; baseId: string } | null>(null);

function useTabsState(part: string) {
  const state = useContext(TabsState);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const choose = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsState.Provider value={{ value: current, baseId }}>
      <TabsPrimitive.Root value={current} onValueChange={choose} {...props} />
    </TabsState.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex h-10 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'relative tap-target inline-flex h-8 flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel: in the page only while its tab is chosen, as Radix' own is. */
export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const state = useTabsState('TabsContent');
  if (state.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={tabId(state.baseId, value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
