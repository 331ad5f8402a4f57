import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { FormTextField } from './FormTextField';
import { applyMask, caretAfterDigits, digitsBefore } from './mask';

type Props = ComponentProps<typeof FormTextField> & { mask: string };

/** A text field with an input mask; the caret stays after the digit that was just typed. */
export function MaskedTextField({ mask, onChange, slotProps, ...props }: Props) {
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
      onChange={(raw) => {
        const position = input.current?.selectionStart ?? raw.length;
        const masked = applyMask(raw, mask);
        caret.current = caretAfterDigits(masked, digitsBefore(raw, position));
        onChange(masked);
      }}
    />
  );
}
