import { useState } from 'react';
import { TIMER_SETTING_LIMITS, type TimerSettings } from '@shared/domain/pomodoro-timer';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { pomodoroStore, timerActions } from '@/features/pomodoro-timer';

type NumberSetting = keyof typeof TIMER_SETTING_LIMITS;
const SLIDERS: { key: NumberSetting; label: string; unit: string }[] = [
  { key: 'pomodoroMinutes', label: 'Pomodoro', unit: 'min' },
  { key: 'shortBreakMinutes', label: 'Short Break', unit: 'min' },
  { key: 'longBreakMinutes', label: 'Long Break', unit: 'min' },
  { key: 'longBreakInterval', label: 'Long Break Interval', unit: 'sessions' },
];

function notificationState(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

export function TimerSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open && <TimerSettingsForm onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function TimerSettingsForm({ onClose }: { onClose(): void }) {
  const { timer } = pomodoroStore.getSnapshot();
  const [settings, setSettings] = useState<TimerSettings>(timer.settings);
  const [soundEnabled, setSoundEnabled] = useState(timer.soundEnabled);
  const [notifications, setNotifications] = useState(notificationState);
  const set = <K extends keyof TimerSettings>(key: K, value: TimerSettings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  const askForNotifications = async () => {
    try {
      setNotifications(await Notification.requestPermission());
    } catch (error) {
      console.warn('Could not ask for notification permission', error);
    }
  };

  const save = () => {
    timerActions.updateSettings(settings, soundEnabled);
    onClose();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Timer Settings</DialogTitle>
        <DialogDescription>Lengths apply from the next period when the timer is running.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5">
        {SLIDERS.map(({ key, label, unit }) => (
          <div key={key} className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span id={`setting-${key}`} className="font-medium">
                {label}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {settings[key]} {unit}
              </span>
            </div>
            <Slider
              min={TIMER_SETTING_LIMITS[key].min}
              max={TIMER_SETTING_LIMITS[key].max}
              value={settings[key]}
              onValueChange={(value) => set(key, value)}
              aria-label={label}
            />
          </div>
        ))}
        <div className="grid gap-3">
          {(
            [
              ['autoStartBreaks', 'Auto-start breaks'],
              ['autoStartPomodoros', 'Auto-start pomodoros'],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="flex items-center gap-2">
              <Checkbox id={`setting-${key}`} checked={settings[key]} onCheckedChange={(checked) => set(key, checked === true)} />
              <Label htmlFor={`setting-${key}`}>{label}</Label>
            </div>
          ))}
          <div className="flex items-center gap-2">
            <Checkbox id="setting-sound" checked={soundEnabled} onCheckedChange={(checked) => setSoundEnabled(checked === true)} />
            <Label htmlFor="setting-sound">Play a bell when a period ends</Label>
          </div>
          {notifications !== 'unsupported' && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {notifications === 'granted' ? (
                <span className="text-muted-foreground">Notifications are on when this tab is in the background.</span>
              ) : notifications === 'denied' ? (
                <span className="text-muted-foreground">Notifications are blocked in your browser settings.</span>
              ) : (
                <Button variant="outline" size="sm" onClick={() => void askForNotifications()}>
                  Notify me when a period ends
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save}>Save Settings</Button>
      </DialogFooter>
    </>
  );
}
