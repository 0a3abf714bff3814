import { countOf } from '@shared/domain/plural';
import type { OutboxStatus } from '@/lib/outbox/outbox';

export interface StatusText {
  text: string;
  /** The same, in the room a phone's header leaves. */
  short: string;
}

/** What the header says about this device's changes: offline, waiting, on their way, all saved. Null: nothing to say. */
export function syncStatusText({ online, waiting, replaying, allSaved }: OutboxStatus): StatusText | null {
  const changes = countOf(waiting, 'change');
  if (replaying && waiting > 0) return { text: `Saving ${changes}…`, short: `Saving ${waiting}…` };
  if (!online) {
    return waiting > 0 ? { text: `Offline · ${changes} waiting`, short: `Offline · ${waiting}` } : { text: 'Offline', short: 'Offline' };
  }
  if (waiting > 0) return { text: `${changes} waiting`, short: `${waiting} waiting` };
  return allSaved ? { text: 'All changes saved', short: 'All saved' } : null;
}

