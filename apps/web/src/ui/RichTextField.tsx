import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';

/**
 * Which editor: `full` for the console's articles, deals and landing pages (headings, quotes, links…);
 * `basic` for the posting forms' descriptions: bold, italic, underline, bullet and numbered lists only
 * (document 2 section 3). Only the enabled marks and nodes exist in the editor's schema, so pasted
 * styling (fonts, colours, headings, links) is dropped on paste and the text kept.
 */
export type RichTextToolbar = 'full' | 'basic';

interface RichTextFieldProps {
  label: string;
  /** The starting HTML; the editor owns the text from then on and reports each change. */
  value?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** Marks the field required (asterisk); the form's rule enforces it. */
  required?: boolean;
  toolbar?: RichTextToolbar;
}

const EXTENSIONS: Record<RichTextToolbar, Extensions> = {
  full: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
  basic: [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: false,
    }),
  ],
};

function FullToolbar() {
  return (
    <>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Blockquote />
        <RichTextEditor.Hr />
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </>
  );
}

function BasicToolbar() {
  return (
    <>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
    </>
  );
}

/**
 * Rich text (Mantine's Tiptap editor). Only lazily loaded pages import it (the console's content forms,
 * the posting forms), so the editor's code stays out of the entry chunk. The server sanitises whatever it is sent.
 */
export function RichTextField({ label, value, onChange, onBlur, error, required, toolbar = 'full' }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: EXTENSIONS[toolbar],
    content: value ?? '',
    shouldRerenderOnTransaction: true,
    // The editable area is the field a screen reader lands on: it carries the label (axe aria-input-field-name).
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={required} errorProps={{ role: 'alert' }}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={64}>
          {toolbar === 'full' ? <FullToolbar /> : <BasicToolbar />}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
