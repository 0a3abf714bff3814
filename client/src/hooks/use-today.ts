import { useEffect, useMemo, useState } from 'react';
import { dayBounds, msUntilNextDay, startOfLocalDay, type DayBounds } from '@shared/domain/task-buckets';

/**
 * Today's local day boundaries. They move at midnight, and are checked again when the tab
 * comes back into view (a laptop that slept through midnight).
 */
export function useToday(): DayBounds {
  const [dayStart, setDayStart] = useState(() => startOfLocalDay(new Date()).getTime());
  useEffect(() => {
    const refresh = () => setDayStart(startOfLocalDay(new Date()).getTime());
    const timer = window.setTimeout(refresh, msUntilNextDay(new Date()) + 50);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [dayStart]);
  return useMemo(() => dayBounds(new Date(dayStart)), [dayStart]);
}
