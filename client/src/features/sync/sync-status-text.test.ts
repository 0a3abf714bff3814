import { describe, expect, it } from 'vitest';
import type { OutboxStatus } from '@/lib/outbox/outbox';
import { syncStatusText } from './sync-status-text';

const status = (fields: Partial<OutboxStatus>): OutboxStatus => ({ waiting: 0, refused: [], replaying: false, allSaved: false, online: true, ...fields });

describe('syncStatusText', () => {
  it('says nothing online with nothing waiting, until changes kept here have all been sent', () => {
    expect(syncStatusText(status({}))).toBeNull();
    expect(syncStatusText(status({ allSaved: true }))).toEqual({ text: 'All changes saved', short: 'All saved' });
  });

  it('says offline, and how many changes wait', () => {
    expect(syncStatusText(status({ online: false }))).toEqual({ text: 'Offline', short: 'Offline' });
    expect(syncStatusText(status({ online: false, waiting: 1 }))).toEqual({ text: 'Offline · 1 change waiting', short: 'Offline · 1' });
    expect(syncStatusText(status({ online: false, waiting: 3, allSaved: true }))?.text).toBe('Offline · 3 changes waiting');
  });

  it('says the changes are on their way while they are sent, and waiting when the server could not take them yet', () => {
    expect(syncStatusText(status({ online: false, waiting: 2, replaying: true }))).toEqual({ text: 'Saving 2 changes…', short: 'Saving 2…' });
    expect(syncStatusText(status({ waiting: 2 }))).toEqual({ text: '2 changes waiting', short: '2 waiting' });
  });
});
