import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useTranslatableLabel } from './useTranslatableLabel';

/**
 * A RichTextInput for TranslatableInputs. Its editable area gets the label as its accessible name
 * (the library labels only the wrapper around toolbar and editor).
 */
export function TranslatableRichTextInput(props: RichTextInputProps) {
  const label = useTranslatableLabel(props.source);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    }),
    [label],
  );
  return <RichTextInput {...props} label={label} editorOptions={editorOptions} />;
}
