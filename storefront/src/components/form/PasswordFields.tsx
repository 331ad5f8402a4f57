import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formError, password } from '@tribuna/common/validation';
import { FormTextField } from './FormTextField';

/**
 * A new password and its confirmation, as the registration, the password reset and the password
 * change ask for them: the product's password rule, and the confirmation must equal the password
 * (the message goes on the confirmation). The reset form asks for nothing else.
 */
export const newPasswordSchema = z
  .object({ password: password(), passwordConfirmation: z.string().min(1, formError.required) })
  .superRefine((values, ctx) => {
    if (values.password !== values.passwordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: 'registration.passwordMismatch',
      });
    }
  });

/** Another form's fields together with a new password and its confirmation. */
export function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).and(newPasswordSchema);
}

interface NewPasswordValues extends FieldValues {
  password: string;
  passwordConfirmation: string;
}

/** The fields of `withNewPassword`. */
export function PasswordFields<T extends NewPasswordValues, V extends FieldValues = T>(props: {
  control: Control<T, unknown, V>;
  passwordLabel: string;
  confirmationLabel: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={props.control}
        name={'password' as Path<T>}
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        helperText={t('registration.passwordHint')}
        required
        autoFocus={props.autoFocus}
      />
      <FormTextField
        control={props.control}
        name={'passwordConfirmation' as Path<T>}
        label={props.confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
