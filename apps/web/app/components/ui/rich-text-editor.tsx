/**
 * The editor of a rich text field (TEXT-3): Tiptap with a toolbar. Its own chunk, fetched only where
 * a form shows a rich text (field.tsx's RichTextField, the admin's), never by a public page.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { Bold, Heading, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { isRichTextAddress } from '@firm/contract';
import { clsx } from 'clsx';
import { buttonClass } from './button';
import { inputClass } from './input-classes';

interface RichTextEditorProps {
  id: string;
  /** The label's id: the editable area is named by it. */
  labelId: string;
  /** The field's label, naming the toolbar ("Formatting of Description"). */
  label: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Gets what the form focuses when the field has an error. */
  focusRef: (target: { focus: () => void } | null) => void;
}

/**
 * Attributes an extension keeps for its commands (a list's start joins "3. " to the list above) but
 * neither reads from a paste nor writes: the server refuses any attribute RICH_TEXT does not allow
 * (TEXT-2, decision 087), so the editor shows and sends only what the pages will.
 */
const unwritten = (defaults: Record<string, string | number | null>) =>
  Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { default: value, parseHTML: () => value, rendered: false }]));

/** A link is its address: a pasted link's target, rel, class and title go. */
const AddressOnlyLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), ...unwritten({ target: null, rel: null, class: null, title: null }) };
  },
});
/** A numbered list counts from 1, as the pages show it: a pasted start or numbering type goes. */
const PlainOrderedList = OrderedList.extend({
  addAttributes: () => unwritten({ start: 1, type: null }),
});

/** Headings of a paste from elsewhere as the texts' levels (decision 058): h1 and h2 are h3, h5 and h6 h4. */
const pastedHeadings = (html: string) => html.replace(/<(\/?)h[12](?=[\s>])/gi, '<$1h3').replace(/<(\/?)h[56](?=[\s>])/gi, '<$1h4');

/** An address as typed: an e-mail address is mailto:, a phone number tel:, a bare site https://. */
function typedAddress(typed: string): string {
  const address = typed.trim();
  if (/^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(address)) return `mailto:${address}`;
  if (/^\+?[\d][\d\s()-]{4,}$/.test(address)) return `tel:${address.replace(/[\s()-]/g, '')}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) return address;
  return `https://${address}`;
}

export function RichTextEditor({ id, labelId, label, describedBy, invalid, value, onChange, onBlur, focusRef }: RichTextEditorProps) {
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: clsx(inputClass, 'rich-text min-h-40'),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: false,
        orderedList: false,
      }),
      PlainOrderedList,
      AddressOnlyLink.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        // Rendered without Link's own target and rel: the pages add rel (RichText).
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isRichTextAddress(url),
      }),
    ],
    content: value,
    // The admin is rendered in the browser; on the server there is nothing to edit.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes, transformPastedHTML: pastedHeadings },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => onBlur(),
  });

  // The error and help change after the editor is made: its element follows.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributesKey stands for attributes
  }, [editor, attributesKey]);

  // A value the form sets (a reset after saving, a kept draft) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusRef(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, focusRef]);

  return (
    <div className="mt-1">
      {editor ? <Toolbar editor={editor} label={label} controls={id} /> : null}
      {/* Tab and Shift+Tab move on, as from any field (the editor would indent a list item with them): never a keyboard trap. */}
      <EditorContent editor={editor} onKeyDownCapture={(e) => e.key === 'Tab' && e.stopPropagation()} />
    </div>
  );
}

function Toolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      heading: e.isActive('heading'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const tool = (name: string, pressed: boolean, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      className={buttonClass('quiet', 'text-navy-900 aria-pressed:bg-navy-100', 'icon')}
      aria-pressed={pressed}
      aria-expanded={name === 'Link' ? linking : undefined}
      aria-controls={controls}
      title={name}
      // A click leaves the focus, and the selection, in the text.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {icon}
      <span className="sr-only">{name}</span>
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="mb-1">
      <div role="group" aria-label={`Formatting of ${label}`} className="flex flex-wrap gap-1">
        {tool('Bold', state.bold, <Bold aria-hidden="true" className="size-5" />, () => chain().toggleBold().run())}
        {tool('Italic', state.italic, <Italic aria-hidden="true" className="size-5" />, () => chain().toggleItalic().run())}
        {tool('Bulleted list', state.bulletList, <List aria-hidden="true" className="size-5" />, () => chain().toggleBulletList().run())}
        {tool('Numbered list', state.orderedList, <ListOrdered aria-hidden="true" className="size-5" />, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('Link', state.link, <Link2 aria-hidden="true" className="size-5" />, () => setLinking((open) => !open))}
        {tool('Sub-heading', state.heading, <Heading aria-hidden="true" className="size-5" />, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
      </div>
      {linking ? <LinkForm editor={editor} onClose={() => setLinking(false)} /> : null}
    </div>
  );
}

/** The address of a link on the selected words (or at the cursor, as its own text); inline, as the form may be in a dialog. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [error, setError] = useState('');
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = typedAddress(address);
    if (!address.trim() || !isRichTextAddress(href)) {
      setError('Enter a web address, an e-mail address or a phone number');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2 rounded-md border border-slate-300 bg-slate-50 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          Link address
        </label>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="url"
          className={inputClass}
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setAddress(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            // Enter applies the link, not the whole form; Escape leaves it.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className={buttonClass('solid', '', 'sm')} onClick={apply}>
        Apply link
      </button>
      {editor.isActive('link') ? (
        <button type="button" className={buttonClass('outline', '', 'sm')} onClick={remove}>
          Remove link
        </button>
      ) : null}
      <button type="button" className={buttonClass('ghost', '', 'sm')} onClick={close}>
        Cancel
      </button>
    </div>
  );
}
