import { describe, expect, it, vi } from 'vitest';
import { type RegistrationLike, watchForWaitingWorker } from './service-worker';

/** A registration whose events the test fires by hand. */
function fakeRegistration({ waiting = false, active = true } = {}) {
  const listeners = new Map<string, () => void>();
  const worker = { state: 'installing' as ServiceWorkerState, listeners: new Map<string, () => void>() };
  const registration = {
    waiting: waiting ? { postMessage: vi.fn() } : null,
    installing: { get state() { return worker.state; }, addEventListener: (type: string, listener: () => void) => worker.listeners.set(type, listener) },
    active: active ? {} : null,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  return {
    registration: registration as unknown as RegistrationLike,
    findUpdate: () => listeners.get('updatefound')?.(),
    workerBecomes: (state: ServiceWorkerState) => {
      worker.state = state;
      worker.listeners.get('statechange')?.();
    },
  };
}

describe('watchForWaitingWorker', () => {
  it('reports a version already waiting behind the running one', () => {
    const onWaiting = vi.fn();
    watchForWaitingWorker(fakeRegistration({ waiting: true }).registration, onWaiting);
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('reports an update once it has installed, not while it installs', () => {
    const onWaiting = vi.fn();
    const fake = fakeRegistration();
    watchForWaitingWorker(fake.registration, onWaiting);
    fake.findUpdate();
    fake.workerBecomes('installing');
    expect(onWaiting).not.toHaveBeenCalled();
    fake.workerBecomes('installed');
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('says nothing about the first install, which has no version before it', () => {
    const onWaiting = vi.fn();
    const fake = fakeRegistration({ active: false });
    watchForWaitingWorker(fake.registration, onWaiting);
    fake.findUpdate();
    fake.workerBecomes('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
