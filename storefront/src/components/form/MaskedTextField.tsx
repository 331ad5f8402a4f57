import { useLayoutEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { applyMask, caretAfterDigits, digitsBefore } from './mask';

type Props<T extends FieldValues, V extends FieldValues = T> = Omit<
  FormTextFieldProps<T, V>,
  'parse' | 'inputRef'
> & { mask: string };

/** A text field with an input mask; the caret stays after the digit that was just typed. */
export function MaskedTextField<T extends FieldValues, V extends FieldValues = T>({
  mask,
  slotProps,
  ...props
}: Props<T, V>) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <FormTextField
      {...props}
      inputRef={input}
      inputMode="numeric"
      placeholder={mask.replace(/#/g, '_')}
      slotProps={{ ...slotProps, htmlInput: { maxLength: mask.length } }}
      parse={(raw) => {
        const position = input.current?.selectionStart ?? raw.length;
        const masked = applyMask(raw, mask);
        caret.current = caretAfterDigits(masked, digitsBefore(raw, position));
        return masked;
      }}
    />
  );
}
