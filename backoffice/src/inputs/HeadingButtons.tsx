import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useReducer } from 'react';
import { useTranslate } from 'react-admin';

const levels = [
  { value: 'paragraph', label: 'ra.tiptap.paragraph', text: '¶' },
  { value: 'h2', label: 'ra.tiptap.heading2', text: 'H2' },
  { value: 'h3', label: 'ra.tiptap.heading3', text: 'H3' },
] as const;

/**
 * The text level (paragraph, heading 2 or 3) as toggle buttons like the rest of the toolbar.
 * ra-input-rich-text's own level select is a list item inside a `nav`, which assistive technology
 * cannot read as a list (axe: listitem); an article's title is its h1, so its body needs no h1.
 */
export function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', rerender);
    return () => void editor.off('transaction', rerender);
  }, [editor]);

  const current = editor?.isActive('heading', { level: 2 })
    ? 'h2'
    : editor?.isActive('heading', { level: 3 })
      ? 'h3'
      : 'paragraph';
  const choose = (value: string | null) => {
    if (!editor || !value) return;
    const chain = editor.chain().focus();
    if (value === 'paragraph') chain.setNode('paragraph').run();
    else chain.setNode('heading', { level: value === 'h2' ? 2 : 3 }).run();
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_, value: string | null) => choose(value)}
      aria-label={translate('ra.tiptap.select_level')}
      disabled={!editor?.isEditable}
    >
      {levels.map((level) => (
        <ToggleButton
          key={level.value}
          value={level.value}
          aria-label={translate(level.label)}
          title={translate(level.label)}
        >
          {level.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
