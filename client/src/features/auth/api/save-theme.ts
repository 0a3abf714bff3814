import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import type { Theme } from '@shared/schemas/preferences';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, messageOf } from '@/lib/api-client';
import { chooseTheme, themeChoice } from '@/lib/theme';
import { currentUserQuery } from './session';

/**
 * Draws the chosen theme at once and keeps it on the account. Choices go to the server one after another
 * (one mutation scope), so the last one chosen is the one kept; a refused one draws the earlier theme again.
 */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  const setUserTheme = (theme: Theme) =>
    queryClient.setQueryData(currentUserQuery.queryKey, (user: User | null | undefined) => (user ? { ...user, theme } : user));
  return useMutation({
    scope: { id: 'theme' },
    mutationFn: (theme: Theme) => apiRequest<User>('PUT', '/api/user/preferences', { theme }),
    onMutate: (theme) => {
      const before = themeChoice();
      setUserTheme(theme);
      chooseTheme(theme);
      return { before };
    },
    onError: (error, _theme, context) => {
      if (context) {
        setUserTheme(context.before);
        chooseTheme(context.before);
      }
      toast({ title: 'Theme not saved', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}
