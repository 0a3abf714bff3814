import { queryOptions } from '@tanstack/react-query';
import { MISSED_REMINDER_GRACE_MS } from '@shared/domain/reminders';
import type { ReminderKind } from '@shared/domain/reminders';
import type { ReminderList } from '@shared/schemas/reminders';
import { apiRequest, getOrNullWhenSignedOut } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-keys';

/** How far ahead a device looks: far enough that a reminder set for tomorrow morning is known tonight. */
const LOOK_AHEAD_MS = 2 * 86_400_000;
/** How often a device asks again, for reminders another device set meanwhile. */
export const REMINDER_POLL_MS = 2 * 60_000;

/**
 * The person's reminders around now, by this device's clock. Under a planner root, so every change
 * to tasks or goals (here or announced by another tab) refetches it; and every two minutes, in the
 * background too, for changes made on another device.
 */
export const remindersQuery = queryOptions({
  queryKey: [QUERY_ROOTS.reminders],
  queryFn: () => {
    const now = Date.now();
    const search = new URLSearchParams({
      from: new Date(now - MISSED_REMINDER_GRACE_MS).toISOString(),
      to: new Date(now + LOOK_AHEAD_MS).toISOString(),
    });
    return getOrNullWhenSignedOut<ReminderList>(`${QUERY_ROOTS.reminders}?${search}`);
  },
  refetchInterval: REMINDER_POLL_MS,
  refetchIntervalInBackground: true,
});

/** Asks to show the reminder's moment here; false when another tab or device showed it first. */
export const claimReminder = (kind: ReminderKind, id: number, moment: Date) =>
  apiRequest<{ claimed: boolean }>('POST', '/api/reminders/claim', { kind, id, moment: moment.toISOString() }).then(({ claimed }) => claimed);

export const snoozeReminder = (kind: ReminderKind, id: number, until: Date) =>
  apiRequest<void>('POST', '/api/reminders/snooze', { kind, id, until: until.toISOString() });
