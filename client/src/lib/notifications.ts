/** The browser's system notifications, where it has them (decision 25). */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks once whether Stepwise may show system notifications, when the person first sets a reminder
 * (a browser only asks in answer to a click). A refusal is the person's choice: reminders still show
 * in the app.
 */
export async function askToShowNotifications(): Promise<NotificationPermissionState> {
  if (notificationPermission() !== 'default') return notificationPermission();
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.warn('Could not ask to show notifications', error);
    return notificationPermission();
  }
}

/**
 * Shows a system notification when allowed. Through the service worker where there is one: some
 * browsers (Chrome on Android) show notifications only that way, and its click handler brings
 * Stepwise forward even from another app. Without one, a page notification whose click focuses the tab.
 * The tag makes a second notification for the same reminder replace the first instead of stacking.
 */
export async function showSystemNotification(title: string, options: { body: string; tag: string; path: string }): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration?.active) {
      await registration.showNotification(title, { body: options.body, tag: options.tag, data: { path: options.path } });
      return;
    }
    const notification = new Notification(title, { body: options.body, tag: options.tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch (error) {
    console.warn('Could not show a notification', error);
  }
}
