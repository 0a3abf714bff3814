import { z } from 'zod';

/** GET /api/config: the operator's settings that pages show to everyone. */
export const publicSettingsSchema = z.object({
  /** Payment page the sidebar's Donate button opens; null hides the donation card. */
  donationUrl: z.string().nullable(),
  supportEmail: z.string(),
  privacyEmail: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
