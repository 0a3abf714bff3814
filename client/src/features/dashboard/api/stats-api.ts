import { useQuery } from '@tanstack/react-query';
import { statsQuery } from '@/lib/stats-query';

export function useDashboardStats() {
  return useQuery(statsQuery());
}
