import { Pause, Play } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { formatTimerClock, isTimerSessionInProgress, secondsLeft } from '@shared/domain/pomodoro-timer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { timerActions } from '../timer-actions';
import { usePomodoro } from '../timer-store';
import { MODE_SHORT_LABELS } from '../timer-texts';

/** Bottom right on every signed-in page but the Pomodoro page, while a session is in progress. */
export function MiniTimer() {
  const [location] = useLocation();
  const inProgress = usePomodoro((snapshot) => isTimerSessionInProgress(snapshot.timer));
  const mode = usePomodoro((snapshot) => snapshot.timer.activeMode);
  const isActive = usePomodoro((snapshot) => snapshot.timer.isActive);
  const clock = usePomodoro((snapshot) => formatTimerClock(secondsLeft(snapshot.timer, snapshot.now)));
  if (!inProgress || location === '/pomodoro') return null;

  return (
    <aside
      aria-label="Pomodoro timer"
      data-testid="mini-timer"
      className="fixed bottom-4 right-4 z-30 flex items-center gap-3 rounded-full border border-border bg-surface py-1.5 pl-4 pr-1.5 shadow-lg"
    >
      <Badge tone={mode === 'pomodoro' ? 'primary' : 'success'}>{MODE_SHORT_LABELS[mode]}</Badge>
      <Link href="/pomodoro" className="font-mono text-lg font-semibold tabular-nums hover:underline" aria-label={`${clock} left. Open the Pomodoro page`}>
        {clock}
      </Link>
      <Button size="icon-sm" className="rounded-full" onClick={timerActions.toggle} aria-label={isActive ? 'Pause timer' : 'Resume timer'}>
        {isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
    </aside>
  );
}
