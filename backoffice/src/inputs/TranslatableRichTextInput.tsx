import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { HeadingButtons } from './HeadingButtons';
import { useRequiredInCzech } from './requiredInCzech';
import { useTranslatableLabel } from './useTranslatableLabel';

/**
 * The toolbar of an article body: text level, formatting, lists, links, images, quotes, clearing.
 * No colour or alignment buttons: the server's sanitiser keeps no inline styles.
 */
const toolbar = (
  <RichTextInputToolbar>
    <HeadingButtons />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <ImageButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/**
 * A RichTextInput for TranslatableInputs. Its editable area gets the label as its accessible name
 * (the library labels only the wrapper around toolbar and editor); its toolbar has no list-based
 * level select (see HeadingButtons). Its Czech version is marked required when its rules require Czech.
 */
export function TranslatableRichTextInput(props: RichTextInputProps) {
  const label = useTranslatableLabel(props.source);
  const required = useRequiredInCzech(props.source, props.validate);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    }),
    [label],
  );
  return (
    <RichTextInput
      toolbar={toolbar}
      isRequired={required}
      {...props}
      label={label}
      editorOptions={editorOptions}
    />
  );
}
