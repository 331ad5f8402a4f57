import { z } from 'zod';
import { formatDate, isDayAfter, isDayBefore, parseDate, parseDateTime } from './dates';

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
  date: 'formError.invalidDateError',
  dateTime: 'formError.invalidDateTimeError',
  youtubeLink: 'formError.youtubeLinkError',
  dateBefore: 'formError.dateMustBeBefore__futureDate',
  dateAfter: 'formError.dateMustBeAfter__pastDate',
  city: 'formError.invalidCityName',
  address: 'formError.invalidAddress',
  character: 'formError.invalidCharacterError',
  zip: 'formError.invalidZipCode',
  cin: 'formError.invalidCin',
  tin: 'formError.invalidTin',
} as const;

/**
 * A NUL or a lone UTF-16 surrogate: no person types them, PostgreSQL cannot store them in text or
 * JSON, and they break encoders downstream, so every text the API receives is refused with them.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasUnsafeCharacter = (value: string) => value.includes('\u0000') || loneSurrogate.test(value);

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

/** The origin own-file paths are resolved against; any origin works, only equality with it matters. */
const ownOrigin = 'https://tribuna.invalid';

/**
 * An image or file address: Tribuna's own file (`/media/...`) or an https URL. Protocol-relative
 * addresses (`//host/x.png`) and backslash forms (`/\host/x.png`, which browsers read as `//host`)
 * would load from someone else's host on our pages, so they are refused, as are whitespace and
 * credentials in the URL.
 */
export function isOwnFileOrHttpsUrl(value: string): boolean {
  if (/[\\\s\p{Cc}]/u.test(value)) return false;
  try {
    if (value.startsWith('/')) {
      const own = new URL(value, ownOrigin);
      return !value.startsWith('//') && own.origin === ownOrigin && own.pathname.startsWith('/media/');
    }
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const fileUrl = () =>
  z.string().trim().max(2000, formError.lengthMax).refine(isOwnFileOrHttpsUrl, formError.link);

/** A required boolean: the box must be ticked (consents). */
export const requiredTrue = () => z.boolean().refine((v) => v, formError.required);

/** A required number; an empty field (NaN after coercion) is "required", not "not a number". */
export const requiredNumber = () =>
  z.number({ error: formError.required }).refine((v) => Number.isFinite(v), formError.required);

/** Length bounds; the messages take `{{min}}` / `{{max}}` from the issue. */
export const minLength = (min: number) => z.string().min(min, formError.lengthMin);
export const maxLength = (max: number) => z.string().max(max, formError.lengthMax);

/** At least one capital letter, Czech and Slovak ones included. */
export const capitalLetter = () => z.string().regex(/\p{Lu}/u, formError.capital);

/** At least one digit. */
export const digit = () => z.string().regex(/\d/, formError.number);

/** Price: digits with an optional decimal part of one or two digits (dot or comma). */
export const pricePattern = /^\d+(?:[.,]\d{1,2})?$/;
export const price = () => z.string().trim().regex(pricePattern, formError.number);

/** Date: dd.MM.yyyy, a real calendar day. */
export const date = () =>
  z
    .string()
    .trim()
    .refine((v) => parseDate(v) !== null, formError.date);

/** Date-time: dd.MM.yyyy HH:mm; a value still holding the mask's `_` placeholder is invalid. */
export const dateTime = () =>
  z
    .string()
    .trim()
    .refine((v) => !v.includes('_') && parseDateTime(v) !== null, formError.dateTime);

/** A dd.MM.yyyy date strictly before `limit`'s day in Prague; the message names that day as `{{date}}`. */
export const dateBefore = (limit: Date) =>
  date().superRefine((v, ctx) => {
    const day = parseDate(v);
    if (day && !isDayBefore(day, limit)) {
      ctx.addIssue({ code: 'custom', message: formError.dateBefore, params: { date: formatDate(limit) } });
    }
  });

/** A dd.MM.yyyy date strictly after `limit`'s day in Prague; the message names that day as `{{date}}`. */
export const dateAfter = (limit: Date) =>
  date().superRefine((v, ctx) => {
    const day = parseDate(v);
    if (day && !isDayAfter(day, limit)) {
      ctx.addIssue({ code: 'custom', message: formError.dateAfter, params: { date: formatDate(limit) } });
    }
  });

/** Presets relative to now: a day in the past (a birth date) and a day in the future. */
export const pastDate = (now: Date = new Date()) => dateBefore(now);
export const futureDate = (now: Date = new Date()) => dateAfter(now);

/** Video-site link: http(s) on the site's www host. */
export const YOUTUBE_HOST = 'www.youtube.com';
export const youtubeLink = () =>
  link().refine((v) => {
    try {
      return new URL(v).hostname === YOUTUBE_HOST;
    } catch {
      return false;
    }
  }, formError.youtubeLink);

/** City: letters including accents, hyphen, apostrophe, whitespace and '!'. */
export const cityPattern = /^[\p{L}\s'’!-]+$/u;
export const city = () => z.string().trim().regex(cityPattern, formError.city);

/** Address: letters, digits, accents, hyphen, apostrophe, slash, whitespace, comma, dot and hash. */
export const addressPattern = /^[\p{L}\d\s'’/,.#-]+$/u;
export const address = () => z.string().trim().regex(addressPattern, formError.address);

/** Postcode (PSČ): five digits, a space after the third allowed (Czech and Slovak alike). */
export const zipPattern = /^\d{3} ?\d{2}$/;
export const zip = () => z.string().trim().regex(zipPattern, formError.zip);

/**
 * Czech company ID (IČO): eight digits whose last one is the checksum of the first seven, weighted
 * 8 to 2: c = (11 - sum mod 11) mod 10.
 */
export function isValidCin(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((acc, d, i) => acc + d * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}
export const cin = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .refine(isValidCin, formError.cin);

/** VAT ID (DIČ): a country prefix and 8 to 10 digits. */
export const tinPattern = /^[A-Z]{2}\d{8,10}$/;
export const tin = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(tinPattern, formError.tin));
