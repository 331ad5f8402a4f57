import { z } from 'zod';

/**
 * The validation rules of spec section 5 as zod helpers. Each failure's message is the
 * i18n key the forms show (`formError.*`), so the server and the browsers speak alike.
 */
export const formError = {
  required: 'formError.requiredError',
  lengthMax: 'formError.lengthMaxError',
  lengthMin: 'formError.lengthMinError',
  capital: 'formError.capitalError',
  number: 'formError.numberError',
  password: 'formError.passwordError',
  email: 'formError.emailError',
  phone: 'formError.invalidPhoneNumber',
  link: 'formError.invalidLinkError',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const requiredString = (max = 10_000) =>
  z.string().trim().min(1, formError.required).max(max, formError.lengthMax);

export const email = () => z.string().trim().min(1, formError.required).pipe(z.email(formError.email));

/** Password: at least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export const password = () =>
  z
    .string()
    .min(1, formError.required)
    .refine(
      (v) => v.length >= PASSWORD_MIN_LENGTH && /[A-ZÁ-Ž]/.test(v) && /[a-zá-ž]/.test(v) && /\d/.test(v),
      formError.password,
    );

/** Phone: an optional plus, a 1 to 3 digit prefix, then 9 to 15 digits. */
export const phonePattern = /^\+?\d{1,3}\d{9,15}$/;
export const phone = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(phonePattern, formError.phone));

/** Link: http or https only. */
export const link = () =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, formError.link);
