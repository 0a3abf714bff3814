import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  goalReminderLabel,
  goalReminderMoment,
  isReminderDue,
  nextReminderWakeUp,
  nextShowing,
  SNOOZE_MINUTES,
  taskReminderLabel,
  taskReminderMoment,
  type ReminderState,
} from '@shared/domain/reminders';
import type { GoalReminder, ReminderList, TaskReminder } from '@shared/schemas/reminders';
import { dismissStickyToast, stickyToast, toast, type ToastAction } from '@/components/ui/toast-store';
import { timerActions } from '@/features/pomodoro-timer';
import { failureTitle } from '@/lib/api-client';
import { showSystemNotification } from '@/lib/notifications';
import { useSettleTask } from '@/lib/tasks-api';
import { browserTimeZone } from '@/lib/time-zone';
import { claimReminder, REMINDER_POLL_MS, remindersQuery, snoozeReminder } from './reminders-api';

/** A reminder with what it shows. */
type Showable = ReminderState & ({ kind: 'task'; task: TaskReminder } | { kind: 'goal'; goal: GoalReminder });

const date = (iso: string | null) => (iso === null ? null : new Date(iso));
const keyOf = (reminder: Pick<ReminderState, 'kind' | 'id'>) => `reminder:${reminder.kind}:${reminder.id}`;

/** Each reminder of the list with its moment in this device's time zone. */
function showablesOf(list: ReminderList, timeZone: string): Showable[] {
  const showables: Showable[] = [];
  for (const task of list.tasks) {
    const moment = taskReminderMoment(task, timeZone);
    if (moment) showables.push({ kind: 'task', id: task.id, moment, shownFor: date(task.shownFor), snoozedUntil: date(task.snoozedUntil), task });
  }
  for (const goal of list.goals) {
    const moment = goalReminderMoment(goal, timeZone);
    if (moment) showables.push({ kind: 'goal', id: goal.id, moment, shownFor: date(goal.shownFor), snoozedUntil: date(goal.snoozedUntil), goal });
  }
  return showables;
}

/** The longest a timer waits before looking again: a laptop that slept or a clock that jumped is caught up. */
const LONGEST_WAIT_MS = REMINDER_POLL_MS;

/**
 * Shows the person's reminders while any tab is open (decision 25): at each moment it asks the server
 * for the reminders as they are now, claims the due ones, and shows those it won as a system
 * notification and a toast that stays until acted on. Another tab or device that claims the same
 * moment finds it taken, so a reminder shows once wherever the person is.
 */
export function ReminderCenter() {
  const queryClient = useQueryClient();
  const { data } = useQuery(remindersQuery);
  const [wakeUps, setWakeUps] = useState(0);
  const claimed = useRef(new Set<string>());
  const showing = useRef(new Set<string>());
  const show = useShowReminder(showing.current);

  useEffect(() => {
    if (!data) return;
    const now = new Date();
    const showables = showablesOf(data, browserTimeZone());
    // A reminder whose task was done or deleted elsewhere goes from the screen too.
    const listed = new Set(showables.map(keyOf));
    for (const key of showing.current) {
      if (!listed.has(key)) {
        showing.current.delete(key);
        dismissStickyToast(key);
      }
    }
    for (const reminder of showables.filter((candidate) => isReminderDue(candidate, now))) {
      const moment = nextShowing(reminder);
      const claim = `${keyOf(reminder)}@${moment.toISOString()}`;
      if (claimed.current.has(claim)) continue;
      claimed.current.add(claim);
      claimReminder(reminder.kind, reminder.id, moment).then(
        (won) => won && show(reminder),
        // Not shown now; the next look tries again.
        () => claimed.current.delete(claim),
      );
    }
    const next = nextReminderWakeUp(showables, now);
    const wait = Math.min(next === null ? LONGEST_WAIT_MS : next.getTime() - now.getTime(), LONGEST_WAIT_MS);
    // At the moment itself, the list is read again: the reminder may have moved or gone meanwhile.
    const timer = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey: remindersQuery.queryKey }).then(() => setWakeUps((count) => count + 1));
    }, Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [data, wakeUps, queryClient, show]);

  return null;
}

/** Shows one reminder, as a system notification and as a toast with what to do about it. */
function useShowReminder(showing: Set<string>) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const settleTask = useSettleTask();
  const latest = useRef({ navigate, settleTask });
  latest.current = { navigate, settleTask };

  const [show] = useState(() => (reminder: Showable) => {
    const key = keyOf(reminder);
    const close = () => {
      showing.delete(key);
      dismissStickyToast(key);
    };
    const snooze: ToastAction = {
      label: `Snooze ${SNOOZE_MINUTES} min`,
      altText: `Snooze the reminder for ${SNOOZE_MINUTES} minutes`,
      onClick: () => {
        close();
        snoozeReminder(reminder.kind, reminder.id, new Date(Date.now() + SNOOZE_MINUTES * 60_000)).then(
          () => queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
          (error: unknown) => toast({ title: failureTitle('Failed to snooze the reminder', error), variant: 'destructive' }),
        );
      },
    };
    const { title, description, actions } =
      reminder.kind === 'task'
        ? {
            title: reminder.task.title,
            description: `Planned for ${reminder.task.plannedTime} · ${taskReminderLabel(reminder.task.reminderMinutesBefore, reminder.task.plannedTime)}`,
            actions: [
              {
                label: 'Start focus',
                altText: 'Start the Pomodoro timer on this task from the task list',
                onClick: () => {
                  close();
                  timerActions.startTask({ id: reminder.id, title: reminder.task.title });
                  latest.current.navigate('/pomodoro');
                },
              },
              snooze,
              {
                label: 'Done',
                altText: 'Tick the task in the task list',
                onClick: () => {
                  close();
                  latest.current.settleTask({ id: reminder.id, title: reminder.task.title, completed: false, failed: false, skipped: false }, 'completed');
                },
              },
            ],
          }
        : {
            title: `Deadline ahead: ${reminder.goal.title}`,
            description: `Due ${format(new Date(reminder.goal.deadline), 'EEE, MMM d')} · ${goalReminderLabel(reminder.goal.reminderDaysBefore)}`,
            actions: [
              {
                label: 'Plan it',
                altText: 'Open Goal Planning from the sidebar',
                onClick: () => {
                  close();
                  latest.current.navigate('/planning');
                },
              },
              snooze,
              { label: 'Done', altText: 'Close the reminder', onClick: close },
            ],
          };
    showing.add(key);
    stickyToast({ stickyKey: key, title: `Reminder: ${title}`, description, actions });
    void showSystemNotification(`Reminder: ${title}`, { body: description, tag: key, path: reminder.kind === 'task' ? '/todos' : '/planning' });
  });
  return show;
}
