import { z } from 'zod';
import { typedTextSchema } from './common';
import { themeSchema } from './preferences';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it can't be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Characters a person can't see or that change how the text around them reads: control characters
 * (tabs, line breaks), the soft hyphen, zero-width spaces and joiners (U+200B–U+200D, U+2060, U+FEFF),
 * direction marks and overrides, and the line and paragraph separators. In a username they let two
 * accounts look alike.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u2069\uFEFF]/u;
export const USERNAME_CHARACTERS_MESSAGE = 'Username cannot contain line breaks, invisible or control characters';

const usernameText = () => typedTextSchema('Username is required').trim();
const withUsernameLength = (schema: ReturnType<typeof usernameText>) =>
  schema
    .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
    .max(USERNAME_MAX_LENGTH, 'Username must be at most 50 characters');

/** A new username: in Unicode's composed form (NFC), so 'é' typed either way is one name, and visible. */
export const usernameSchema = withUsernameLength(usernameText().normalize('NFC')).refine(
  (username) => !INVISIBLE_OR_CONTROL.test(username),
  USERNAME_CHARACTERS_MESSAGE,
);

/** The username typed to sign in: any that may be stored, so accounts made before the rules above still sign in. */
export const signInUsernameSchema = withUsernameLength(usernameText());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 256 characters');

/** POST /api/register. */
export const registrationSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
/** POST /api/login: the same payload as registration. */
export const signInSchema = z.object({
  username: signInUsernameSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof signInSchema>;

/** What the client ever learns about a user: never the password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The person's theme, so that a device they sign in on draws the app their way at once. */
  theme: themeSchema,
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
