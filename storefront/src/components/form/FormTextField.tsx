import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './fieldErrors';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {
  name: string;
  value: string;
  onChange(value: string): void;
  error?: FieldError;
};

/** Spec section 5: a textarea has 6 rows unless it says otherwise. */
export const TEXTAREA_ROWS = 6;

/** A text field whose message is a translated field error, or the hint when there is none. */
export function FormTextField({ error, onChange, helperText, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      rows={
        props.multiline && props.minRows === undefined && props.maxRows === undefined
          ? TEXTAREA_ROWS
          : undefined
      }
      {...props}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? t(error.key, error.params) : helperText}
      fullWidth
    />
  );
}
