import { isApiError } from './api-client.ts';

/**
 * The server's per-field messages (`error.fields`) that belong to this form, as [field, message]
 * pairs. `rename` maps the server's field names to the form's (sign-up's `name` is `fullName`).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  rename: Record<string, F> = {},
): [F, string][] {
  if (!isApiError(error) || !error.error.fields) return [];
  const found: [F, string][] = [];
  for (const [serverField, message] of Object.entries(error.error.fields)) {
    const field = rename[serverField] ?? serverField;
    if ((formFields as readonly string[]).includes(field)) found.push([field as F, message]);
  }
  return found;
}
