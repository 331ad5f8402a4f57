import type { FieldError as FormStateError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, isValues } from '@tribuna/common/api/calls';

/** A field's message: an i18n key (`formError.*`, …) and the values it names. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export type FieldErrors = Record<string, FieldError | undefined>;

/** The first issue of each field, with the bounds and limits the messages interpolate. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const params: Record<string, unknown> = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'custom') Object.assign(params, issue.params);
    errors[field] = { key: issue.message, params };
  }
  return errors;
}

/** The message of a react-hook-form field error (its message is the key; see `formResolver`). */
export function messageOf(error: FormStateError | undefined): FieldError | undefined {
  if (!error?.message) return undefined;
  const params = 'params' in error ? (error.params as Record<string, unknown>) : undefined;
  return { key: error.message, params };
}

/**
 * Shows messages found after submitting (the server's, the identity provider's policy) on their
 * fields, and moves the focus to the first of them in the form's order.
 */
export function showFieldErrors<T extends FieldValues, V extends FieldValues>(
  form: UseFormReturn<T, unknown, V>,
  errors: FieldErrors,
) {
  const order = Object.keys(form.getValues());
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  names.forEach((name, index) => {
    const error = errors[name];
    if (!error) return;
    form.setError(
      name as Path<T>,
      Object.assign({ type: 'server', message: error.key }, error.params && { params: error.params }),
      { shouldFocus: index === 0 },
    );
  });
}

/**
 * The field messages of a 400 `badRequest` (`details.fields: [{ field: 'body.x', message }]`),
 * or null when the error carries none.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = error.details?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const errors: FieldErrors = {};
  for (const entry of fields) {
    if (!isValues(entry) || typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    const field = entry.field.replace(/^body\./, '');
    errors[field] ??= { key: entry.message };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
