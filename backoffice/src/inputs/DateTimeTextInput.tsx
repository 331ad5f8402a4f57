import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { DATE_TIME_FORMAT, formatDateTime, parseDateTime } from '@tribuna/common/dates';
import { formError } from '@tribuna/common/validation';

const isMoment = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/** Typed text that is no date-time stays as it is, so the rule below can say so. */
const parse = (text: string) => (text.trim() === '' ? null : (parseDateTime(text)?.toISOString() ?? text));
const format = (value: unknown) =>
  isMoment(value) ? formatDateTime(value) : typeof value === 'string' ? value : '';
const validDateTime: Validator = (value) =>
  typeof value === 'string' && value !== '' && !isMoment(value) ? formError.dateTime : undefined;

/**
 * A date-time typed and shown as dd.MM.yyyy HH:mm in Prague time, whatever the browser's locale:
 * react-admin's DateTimeInput is the browser's own picker, whose format follows the browser.
 */
export function DateTimeTextInput({ validate, ...props }: TextInputProps) {
  const rules = [validDateTime, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return (
    <TextInput
      {...props}
      validate={rules}
      parse={parse}
      format={format}
      placeholder={DATE_TIME_FORMAT}
      helperText={props.helperText ?? 'admin.dateTimeHint'}
    />
  );
}
