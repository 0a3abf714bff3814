import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Credentials, User } from '@shared/schemas/auth';
import { toast, toastAfterReload } from '@/components/ui/toast-store';
import { apiRequest, getOrNullWhenSignedOut } from '@/lib/api-client';

export const currentUserQueryKey = ['/api/user'] as const;

/** The signed-in user, or null when nobody is. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => getOrNullWhenSignedOut<User>('/api/user'),
  });
}

/**
 * Spec section 4: cached server data is cleared before a sign-in attempt. The current-user entry
 * (null on the auth page) stays, so the form and its error don't vanish behind a loading spinner.
 */
function clearCachedData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}

/** The user becomes current on success. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => {
      clearCachedData(queryClient);
      return apiRequest<User>('POST', '/api/login', credentials);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Login failed', description: error.message, variant: 'destructive' }),
  });
}

/** As sign-in, and every cached query is refreshed once the new user is current. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => {
      clearCachedData(queryClient);
      return apiRequest<User>('POST', '/api/register', credentials);
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.username}!`, variant: 'success' });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    },
    onError: (error) => toast({ title: 'Registration failed', description: error.message, variant: 'destructive' }),
  });
}

/** Ends the session, forgets every cached record and reloads on /auth so nothing of the user stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.clear();
      toastAfterReload({ title: 'Logged out successfully' });
      window.location.assign('/auth');
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
