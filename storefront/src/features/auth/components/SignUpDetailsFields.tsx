import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@tribuna/common/api/calls';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import { phone, requiredString, requiredTrue } from '@tribuna/common/validation';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { serverFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { FormTextField } from '../../../components/form/FormTextField';

/**
 * What a sign-up asks besides the e-mail and the password: the registration asks it with them, the
 * terms screen of an account made at the identity provider on its own. Same rules for both.
 */
export const signUpDetailsShape = {
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(phone().optional()),
  language: languageSchema,
  gdprAccepted: requiredTrue(),
};

export function signUpDetailsDefaults(language: Language) {
  return { firstName: '', lastName: '', phone: '', language, gdprAccepted: false };
}

/** The API's answers about these fields as messages on them, or null for any other failure. */
export function signUpDetailsErrors(error: unknown): FieldErrors | null {
  const fields = serverFieldErrors(error);
  if (fields) return fields;
  if (error instanceof ApiError && error.errorName === 'phoneAlreadyExists') {
    return { phone: { key: 'apiError.phoneAlreadyExists' } };
  }
  if (error instanceof ApiError && error.errorName === 'dgprNotAccepted') {
    return { gdprAccepted: { key: 'apiError.dgprNotAccepted' } };
  }
  return null;
}

interface SignUpDetailsValues extends FieldValues {
  firstName: string;
  lastName: string;
  phone: string;
  language: Language;
  gdprAccepted: boolean;
}

const languages = languageSchema.options;

/** The fields of `signUpDetailsShape`; `children` (the e-mail and password) go after the name. */
export function SignUpDetailsFields<T extends SignUpDetailsValues, V extends FieldValues = T>(props: {
  control: Control<T, unknown, V>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = (field: keyof SignUpDetailsValues) => field as Path<T>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField
          control={props.control}
          name={name('firstName')}
          label={t('registration.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={props.control}
          name={name('lastName')}
          label={t('registration.lastName')}
          autoComplete="family-name"
          required
        />
      </Box>
      {props.children}
      <FormTextField
        control={props.control}
        name={name('phone')}
        label={t('registration.phone')}
        type="tel"
        autoComplete="tel"
        helperText={t('registration.phoneHint')}
      />
      <FormTextField
        control={props.control}
        name={name('language')}
        select
        label={t('registration.language')}
        // The device's own picker: easier on a phone, and a plain select for screen readers.
        slotProps={{ select: { native: true } }}
      >
        {languages.map((language: Language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </FormTextField>
      <FormCheckbox control={props.control} name={name('gdprAccepted')} label={t('registration.gdpr')} />
    </>
  );
}
