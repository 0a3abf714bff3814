import { Command } from 'cmdk';
import { format } from 'date-fns';
import { CalendarClock, HeartHandshake, Zap, Keyboard, ListTodo, Moon, NotebookPen, Pause, Play, Plus, Sun, Target } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { goalPath } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';
import type { SearchResult } from '@shared/schemas/search';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useGoals } from '@/lib/goals-query';
import { NAVIGATION } from '@/lib/navigation';
import { SEARCH_MIN_LENGTH, snippetParts, useSearchResults } from './search-results';
import { KeyChips } from './shortcuts-dialog';
import { keysFor } from './shortcuts';

/** The actions the palette offers beside the pages; each closes the palette first. */
export interface PaletteActions {
  quickAdd(): void;
  newTask(): void;
  newGoal(): void;
  toggleTimer(): void;
  timerRunning: boolean;
  /** Present when there are unfinished tasks from earlier days to move. */
  moveExpiredToToday?: { count: number; run(): void };
  showShortcuts(): void;
  /** Switches to the theme that is not drawn now. */
  toggleTheme(): void;
  drawnTheme: 'light' | 'dark';
  /** Opens a search result where it lives. */
  openResult(result: SearchResult): void;
}

interface PaletteCommand {
  id: string;
  group: 'Actions' | 'Go to';
  label: string;
  icon: ReactNode;
  keys?: readonly string[];
  keywords: string[];
  run(): void;
}

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[selected=true]:bg-primary-soft data-[selected=true]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';
const groupClasses =
  '[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

/** Every word typed is the start of a word of the command's name or keywords. */
function matches(command: PaletteCommand, text: string): boolean {
  const words = `${command.label} ${command.keywords.join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
}

function commandsOf(actions: PaletteActions, navigate: (path: string) => void): PaletteCommand[] {
  return [
    { id: 'quick-add', group: 'Actions', label: 'Quick add a task', icon: <Zap />, keys: keysFor('Quick add a task'), keywords: ['add', 'todo', 'capture'], run: actions.quickAdd },
    { id: 'new-task', group: 'Actions', label: 'New task', icon: <Plus />, keys: keysFor('New task'), keywords: ['add', 'todo'], run: actions.newTask },
    { id: 'new-goal', group: 'Actions', label: 'New goal', icon: <Target />, keywords: ['add', 'create'], run: actions.newGoal },
    {
      id: 'timer',
      group: 'Actions',
      label: actions.timerRunning ? 'Pause the timer' : 'Start the timer',
      icon: actions.timerRunning ? <Pause /> : <Play />,
      keywords: ['pomodoro', 'focus', 'timer'],
      run: actions.toggleTimer,
    },
    ...(actions.moveExpiredToToday
      ? [
          {
            id: 'move-expired',
            group: 'Actions' as const,
            label: `Move all expired tasks to today (${actions.moveExpiredToToday.count})`,
            icon: <CalendarClock />,
            keywords: ['reschedule', 'overdue'],
            run: actions.moveExpiredToToday.run,
          },
        ]
      : []),
    {
      id: 'theme',
      group: 'Actions',
      label: actions.drawnTheme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme',
      icon: actions.drawnTheme === 'dark' ? <Sun /> : <Moon />,
      keywords: ['theme', 'dark', 'light', 'mode', 'appearance', 'toggle'],
      run: actions.toggleTheme,
    },
    { id: 'shortcuts', group: 'Actions', label: 'Keyboard shortcuts', icon: <Keyboard />, keys: ['?'], keywords: ['help', 'keys'], run: actions.showShortcuts },
    ...NAVIGATION.map((link) => ({
      id: `go-${link.href}`,
      group: 'Go to' as const,
      label: link.label,
      icon: <link.icon aria-hidden />,
      keys: keysFor(link.label === 'Pomodoro' ? 'Pomodoro (focus)' : link.label),
      keywords: ['go', 'page'],
      run: () => navigate(link.href),
    })),
  ];
}

function Snippet({ snippet }: { snippet: string }) {
  return (
    <span className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
      {snippetParts(snippet).map((part, index) =>
        part.matched ? (
          <mark key={index} className="rounded-sm bg-warning-soft px-0.5 font-medium text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

const dayLabel = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** What a result says of itself: its icon, its name, where it sits, and a line of what it is. */
function describe(result: SearchResult, goals: ReadonlyMap<number, Goal>): { icon: ReactNode; title: string; path?: string; detail: string } {
  switch (result.kind) {
    case 'goal':
      return { icon: <Target />, title: result.title, path: goalPath(result.id, goals) || undefined, detail: `Goal · ${result.progress}%` };
    case 'task':
      return { icon: <ListTodo />, title: result.title, detail: `Task · ${result.completed ? 'done' : 'due'} ${dayLabel(result.dueDate)}` };
    case 'note':
      return { icon: <NotebookPen />, title: `Notes of ${format(new Date(`${result.date}T12:00:00`), 'MMM d, yyyy')}`, detail: 'Daily plan' };
    case 'feeling':
      return {
        icon: <HeartHandshake />,
        title: `Feeling: ${result.emotion}`,
        detail: `${goals.get(result.goalId)?.title ?? 'A goal'} · ${dayLabel(result.createdAt)}`,
      };
  }
}

const resultKey = (result: SearchResult) => (result.kind === 'note' ? `note-${result.date}` : `${result.kind}-${result.id}`);

/** Ctrl/⌘K: go to any page, run an action, or find a goal, task, note or feeling by typing part of it. */
export function CommandPalette({ open, onOpenChange, actions }: { open: boolean; onOpenChange(open: boolean): void; actions: PaletteActions }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const search = useSearchResults(text);
  const { data: goals } = useGoals();
  const goalsById = useMemo(() => new Map((goals ?? []).map((goal) => [goal.id, goal])), [goals]);
  const commands = commandsOf(actions, navigate).filter((command) => matches(command, text));
  const searching = text.trim().length >= SEARCH_MIN_LENGTH;
  const results = searching ? (search.data ?? []) : [];
  const run = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:p-0" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        {/* The palette filters its own commands; the server has already chosen the results. */}
        <Command label="Command palette" loop shouldFilter={false} className="flex max-h-[min(30rem,75dvh)] flex-col">
          <div className="relative">
            <Command.Input
              autoFocus
              value={text}
              onValueChange={setText}
              maxLength={200}
              placeholder="Search, or type a command…"
              className="h-12 w-full border-b border-border bg-transparent pl-4 pr-16 text-base outline-none placeholder:text-muted-foreground"
            />
            {searching && search.isFetching && <Spinner className="absolute right-11 top-4 size-4" />}
          </div>
          <Command.List className="overflow-y-auto p-1.5">
            {commands.length === 0 && results.length === 0 && !(searching && search.isFetching) && (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                {searching ? `Nothing matches “${text.trim()}”.` : 'No command matches.'}
              </p>
            )}
            {(['Actions', 'Go to'] as const).map((group) => {
              const inGroup = commands.filter((command) => command.group === group);
              return (
                inGroup.length > 0 && (
                  <Command.Group key={group} heading={group} className={groupClasses}>
                    {inGroup.map((command) => (
                      <Command.Item key={command.id} value={command.id} onSelect={run(command.run)} className={itemClasses}>
                        {command.icon}
                        <span className="min-w-0 flex-1 truncate">{command.label}</span>
                        {command.keys && <KeyChips keys={command.keys} />}
                      </Command.Item>
                    ))}
                  </Command.Group>
                )
              );
            })}
            {results.length > 0 && (
              <Command.Group heading="Search results" className={groupClasses}>
                {results.map((result) => {
                  const { icon, title, path, detail } = describe(result, goalsById);
                  return (
                    <Command.Item key={resultKey(result)} value={resultKey(result)} onSelect={run(() => actions.openResult(result))} className={itemClasses}>
                      {icon}
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className="truncate">{title}</span>
                        {path && <span className="truncate text-xs text-muted-foreground">{path}</span>}
                        {result.snippet && <Snippet snippet={result.snippet} />}
                        <span className="text-xs text-muted-foreground sm:hidden">{detail}</span>
                      </span>
                      <span className="hidden shrink-0 text-xs text-muted-foreground sm:block">{detail}</span>
                    </Command.Item>
                  );
                })}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
