import { useEffect, useReducer, useRef, useState } from 'react';
import { Box, ToggleButton } from '@mui/material';
import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

type Command = {
  key: string;
  label: string;
  text: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
};

const commands: Command[] = [
  {
    key: 'bold',
    label: 'examples.bold',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'examples.italic',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'strike',
    label: 'examples.strike',
    text: 'S',
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'heading',
    label: 'examples.heading',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'bulletList',
    label: 'examples.bulletList',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'examples.orderedList',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: 'examples.blockquote',
    text: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'undo',
    label: 'examples.undo',
    text: '↶',
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: 'examples.redo',
    text: '↷',
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/**
 * A rich-text editor on tiptap's framework-free core and starter kit (the packages the back
 * office's editor already brings), with a keyboard-usable toolbar.
 */
export function RichTextEditor(props: {
  label: string;
  initialContent: string;
  onChange(html: string): void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { label, initialContent, onChange } = props;

  useEffect(() => {
    if (!host.current) return;
    const instance = new Editor({
      element: host.current,
      extensions: [StarterKit],
      content: initialContent,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
      onTransaction: rerender,
      onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    });
    setEditor(instance);
    onChange(instance.getHTML());
    return () => instance.destroy();
  }, [label, initialContent, onChange]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={t('examples.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {commands.map((command) => (
          <ToggleButton
            key={command.key}
            value={command.key}
            size="small"
            aria-label={t(command.label)}
            title={t(command.label)}
            selected={editor && command.active ? command.active(editor) : false}
            disabled={!editor || (command.enabled ? !command.enabled(editor) : false)}
            onChange={() => editor && command.run(editor)}
            sx={{ minWidth: 40, fontWeight: 700 }}
          >
            <span aria-hidden="true">{command.text}</span>
          </ToggleButton>
        ))}
      </Box>
      <Box
        ref={host}
        sx={{
          px: 2,
          '& .ProseMirror': { minHeight: 200, py: 1, outline: 'none' },
          '& .ProseMirror:focus-visible': {
            boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
          },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
        }}
      />
    </Box>
  );
}
