import type { FormErrorTexts } from './formError';

export const formErrorEn: FormErrorTexts = {
  requiredError: 'This field is required',
  lengthMaxError: 'At most {{max}} characters',
  lengthMinError: 'At least {{min}} characters',
  capitalError: 'Must contain at least one capital letter',
  numberError: 'Must contain at least one digit',
  passwordError: 'At least 8 characters with an upper-case letter, a lower-case letter and a digit',
  emailError: 'Invalid e-mail address',
  invalidDateError: 'Enter the date as dd.MM.yyyy',
  invalidDateTimeError: 'Enter the date and time as dd.MM.yyyy HH:mm',
  invalidLinkError: 'The link must start with http:// or https://',
  youtubeLinkError: 'The link must point to www.youtube.com',
  dateMustBeBefore__futureDate: 'The date must be before {{date}}',
  dateMustBeAfter__pastDate: 'The date must be after {{date}}',
  invalidCityName: 'Invalid city name',
  invalidAddress: 'Invalid address',
  invalidPhoneNumber: 'Invalid phone number (e.g. +420 123 456 789)',
  invalidCharacterError: 'The text contains a character that is not allowed',
  invalidZipCode: 'Enter the postcode as 123 45',
  invalidCin: 'Invalid company ID',
  invalidTin: 'Invalid VAT ID (e.g. CZ12345678)',
};
