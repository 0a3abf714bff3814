import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepPlannerDataCurrent } from './cross-tab';

/** Mounted in the signed-in shell: keeps every page's data in step with the person's other tabs and devices. */
export function PlannerDataSync() {
  const queryClient = useQueryClient();
  useEffect(() => keepPlannerDataCurrent(queryClient), [queryClient]);
  return null;
}
