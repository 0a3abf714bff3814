/**
 * Whose query cache this device keeps for offline use (decision 26): the last user the server named as
 * signed in here, or null. In localStorage, so that a page can tell without loading the saved cache's code
 * (a visitor's page never does) and a sign-out forgets it at once, before the page goes.
 */
const OWNER_KEY = 'stepwise.savedDataOwner';

export function savedDataOwner(): number | null {
  try {
    const id = Number(window.localStorage.getItem(OWNER_KEY) ?? Number.NaN);
    return Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** False when the browser keeps nothing (storage blocked): then nothing is saved either. */
export function setSavedDataOwner(userId: number | null): boolean {
  try {
    if (userId === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, String(userId));
    return true;
  } catch {
    return false;
  }
}
