import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { chooseTheme } from '@/lib/theme';
import { currentUserQuery } from './session';

/**
 * The account's theme wins over the browser's: signing in on a new device, or a refetch of the user after
 * the person chose another theme on their phone, redraws this page their way.
 */
export function followAccountTheme(queryClient: QueryClient): void {
  const userQueryHash = hashKey(currentUserQuery.queryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== userQueryHash) return;
    const user = event.query.state.data as User | null | undefined;
    if (user?.theme) chooseTheme(user.theme);
  });
}
