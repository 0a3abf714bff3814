import { Skeleton } from '@/components/ui/skeleton';

/** The Week tab while its code or its tasks are on their way. */
export function WeekLoading() {
  return (
    <div role="status" aria-label="Loading the week">
      <Skeleton className="h-96" />
    </div>
  );
}
