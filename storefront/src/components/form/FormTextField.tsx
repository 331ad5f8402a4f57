import type { Ref } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf } from './fieldErrors';

export type FormTextFieldProps<T extends FieldValues, V extends FieldValues = T> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'defaultValue' | 'inputRef'
> & {
  control: Control<T, unknown, V>;
  name: Path<T>;
  /** Turns what was typed into the field's value (an input mask). */
  parse?(typed: string): string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Spec section 5: a textarea has 6 rows unless it says otherwise. */
export const TEXTAREA_ROWS = 6;

/** A text field of a react-hook-form form: its message is a translated field error, or the hint. */
export function FormTextField<T extends FieldValues, V extends FieldValues = T>({
  control,
  name,
  parse,
  inputRef,
  helperText,
  ...props
}: FormTextFieldProps<T, V>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return (
    <TextField
      rows={
        props.multiline && props.minRows === undefined && props.maxRows === undefined
          ? TEXTAREA_ROWS
          : undefined
      }
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        // The form focuses the first field with a message; a mask keeps its caret through the same element.
        field.ref(element);
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) inputRef.current = element;
      }}
      error={Boolean(error)}
      helperText={error ? t(error.key, error.params) : helperText}
      fullWidth
    />
  );
}
