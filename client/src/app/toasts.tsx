import { useEffect, useState } from 'react';
import { showToastFromLastPage, useToasts } from '@/components/ui/toast-store';
import { useCurrentUser } from '@/features/auth';
import { lazyComponent } from '@/lib/lazy-component';

const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster', () => null);

/**
 * The toasts. Their Radix parts load with the first message, or at once for a signed-in person (whose
 * pages toast after most changes), so that a visitor's first download carries none of them.
 */
export function Toasts() {
  const toasts = useToasts();
  const signedIn = Boolean(useCurrentUser().data);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (signedIn || toasts.length > 0)) setWanted(true);
  // A message the page before a reload left to be shown here.
  useEffect(showToastFromLastPage, []);
  return wanted ? <Toaster /> : null;
}
