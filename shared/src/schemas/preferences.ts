import { z } from 'zod';

/** How the app is drawn: always light, always dark, or as the device's own setting says. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const themeSchema = z.enum(THEMES, { error: 'Theme must be light, dark or system' });

/** PUT /api/user/preferences: the person's own settings, kept on the server for every device. */
export const preferencesSchema = z.object({
  theme: themeSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
