import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's reasons for refusing a save under the fields they are about (FormField announces
 * them), with focus on the first, so a keyboard user lands where the fix is. Answers whether any did.
 * `fieldOf` names the form's field for a field of the request, when the form calls it otherwise
 * (by default, a field of the same name, if the form has one).
 */
export function showFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf: (name: string) => Path<T> | undefined = (name) => (name in form.getValues() ? (name as Path<T>) : undefined),
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.body?.fieldErrors ?? {}).flatMap(([name, messages]) => {
    const field = fieldOf(name);
    return field !== undefined && messages.length > 0 ? [[field, messages[0]] as const] : [];
  });
  fields.forEach(([field, message], index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  return fields.length > 0;
}
