import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's reasons for refusing a save under the fields they are about (FormField announces
 * them), with focus on the first, so a keyboard user lands where the fix is. Answers whether any did.
 */
export function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues();
  const fields = Object.entries(error.body?.fieldErrors ?? {}).filter(([name, messages]) => name in values && messages.length > 0);
  fields.forEach(([name, messages], index) =>
    form.setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
  );
  return fields.length > 0;
}
