import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/auth';
import { saveKeptNotes } from './day-notes';

/**
 * Mounted in the signed-in shell: notes this browser kept unsaved (typed offline, or in a tab that closed
 * before its save went through) are sent when the app opens and whenever the network comes back.
 */
export function KeptNotesSender() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => void saveKeptNotes(userId, queryClient);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId, queryClient]);
  return null;
}
