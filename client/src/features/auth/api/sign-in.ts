import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials, User } from '@shared/schemas/auth';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, messageOf } from '@/lib/api-client';
import { leaveForSignIn } from '@/lib/leave-for-sign-in';
import { clearCachedData, currentUserQuery } from './session';

// Signing in, registering and signing out: apart from session.ts, so the landing page, which needs to know
// only who is signed in, doesn't download them (nor TanStack Query's mutations).

/** The user becomes current on success. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => {
      clearCachedData(queryClient);
      return apiRequest<User>('POST', '/api/login', credentials);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
    },
    // The form's alert says why; a toast as well would say it twice.
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
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.username}!`, variant: 'success' });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
    },
    // The form's alert says why; a toast as well would say it twice.
  });
}

/** Ends the session and loads /auth afresh, so nothing of the user stays in memory. */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => leaveForSignIn({ title: 'Logged out successfully' }, { forgetWaitingChanges: true }),
    onError: (error) => toast({ title: 'Logout failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
}
