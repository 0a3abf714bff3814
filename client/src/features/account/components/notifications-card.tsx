import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { askToShowNotifications, notificationPermission } from '@/lib/notifications';

const STATUS = {
  granted: 'Reminders show as system notifications on this device, and in Stepwise.',
  denied: 'This browser blocks Stepwise’s notifications, so reminders show only inside Stepwise. Allow them in the site settings of your browser (the icon left of the address).',
  default: 'Reminders show inside Stepwise. Allow notifications to see them while you work in another window too.',
  unsupported: 'This browser can’t show system notifications, so reminders show inside Stepwise.',
};

/** Whether reminders may show as system notifications on this device, and a way to allow them. */
export function NotificationsCard() {
  const [permission, setPermission] = useState(notificationPermission);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          Tasks with a planned time and goals with a deadline can remind you. A reminder shows once, on whichever of your open devices sees
          it first, while Stepwise is open in a tab.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" role="status">
          {STATUS[permission]}
        </p>
        {permission === 'default' && (
          <Button variant="outline" className="justify-self-start" onClick={() => void askToShowNotifications().then(setPermission)}>
            <Bell className="size-4" aria-hidden /> Allow notifications
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
