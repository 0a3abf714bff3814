// Imported by the service worker (decision 25): a click on a reminder's notification brings Stepwise
// forward, or opens it where the reminder points when no window of it is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.path) || '/todos', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
