import type { z } from 'zod';

/**
 * The "type it again" rule of the password forms (registration, reset, change): the confirmation
 * must equal the password, and the message goes on the confirmation field.
 */
export function matchingPasswords(passwordField: string, confirmationField: string) {
  return (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (values[passwordField] !== values[confirmationField]) {
      ctx.addIssue({ code: 'custom', path: [confirmationField], message: 'registration.passwordMismatch' });
    }
  };
}
