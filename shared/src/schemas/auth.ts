import { z } from 'zod';
import { typedTextSchema } from './common';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it can't be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 256;

export const usernameSchema = typedTextSchema('Username is required')
  .trim()
  .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
  .max(USERNAME_MAX_LENGTH, 'Username must be at most 50 characters');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 256 characters');

/** Sign-in and registration share one payload. */
export const credentialsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** What the client ever learns about a user: never the password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(PASSWORD_MIN_LENGTH, 'Current password must be at least 6 characters.')
    .max(PASSWORD_MAX_LENGTH, 'Current password must be at most 256 characters.'),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN_LENGTH, 'New password must be at least 6 characters.')
    .max(PASSWORD_MAX_LENGTH, 'New password must be at most 256 characters.'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The account page's form: the server payload plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(PASSWORD_MIN_LENGTH, 'Confirm password must be at least 6 characters.'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: "New passwords don't match",
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
