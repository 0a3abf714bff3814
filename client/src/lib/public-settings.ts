import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/schemas/public-settings';
import { apiRequest } from './api-client';

const FALLBACK: PublicSettings = {
  donationUrl: null,
  supportEmail: 'support@stepwise.example',
  privacyEmail: 'privacy@stepwise.example',
};

export const publicSettingsQuery = queryOptions({
  queryKey: ['/api/config'],
  queryFn: () => apiRequest<PublicSettings>('GET', '/api/config'),
});

/** The operator's public settings (donation link, contact addresses); sensible values until they load. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQuery);
  return data ?? FALLBACK;
}
