import { z } from 'zod';
import { THEMES } from '../domain/theme';

// The theme's words live with its rules (domain/theme.ts), which the first paint loads without zod.
export { DEFAULT_THEME, THEMES, type Theme } from '../domain/theme';

export const themeSchema = z.enum(THEMES, { error: 'Theme must be light, dark or system' });

/** PUT /api/user/preferences: the person's own settings, kept on the server for every device. */
export const preferencesSchema = z.object({
  theme: themeSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
