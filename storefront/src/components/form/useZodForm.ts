import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { issuesToErrors, type FieldError, type FieldErrors } from './fieldErrors';

type Values = Record<string, string | boolean>;

/**
 * A small form state for the storefront's forms: values, messages from a zod schema of the shared
 * rules, a busy flag while submitting. Messages show after the first submit and then follow the
 * typing; the first invalid field gets the focus.
 */
export function useZodForm<V extends Values, Out>(schema: z.ZodType<Out, V>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = (candidate: V): FieldErrors => {
    const result = schema.safeParse(candidate);
    return result.success ? {} : issuesToErrors(result.error.issues);
  };

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  }

  function handleSubmit(onValid: (data: Out) => Promise<FieldErrors | void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitted(true);
      const result = schema.safeParse(values);
      let found: FieldErrors = result.success ? {} : issuesToErrors(result.error.issues);
      if (result.success) {
        setBusy(true);
        try {
          found = (await onValid(result.data)) ?? {};
        } finally {
          setBusy(false);
        }
      }
      setErrors(found);
      const first = Object.keys(values).find((name) => found[name]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /** Back to the first values, without messages (a form that stays after a success). */
  function reset() {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  /** Props for a `FormTextField`. */
  function field<K extends keyof V & string>(name: K) {
    return {
      name,
      value: String(values[name]),
      error: errors[name] as FieldError | undefined,
      onChange: (value: string) => set(name, value as V[K]),
    };
  }

  return { values, errors, busy, set, setErrors, reset, handleSubmit, field };
}
