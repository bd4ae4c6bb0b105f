// @vitest-environment jsdom
/**
 * The rich text editor sends only what the server takes (TEXT-2, decision 087): a paste from a web
 * page or Word, or a list typed from "3. ", comes out as RICH_TEXT's elements with no attribute but
 * a link's address, so the owner's save is never refused for markup they could not see.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// ProseMirror measures the selection; jsdom has no layout.
Object.assign(document, { elementFromPoint: () => null });
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const sent: string[] = [];
  await act(async () => {
    createRoot(host).render(
      <RichTextEditor
        id="d"
        labelId="d-label"
        label="Description"
        invalid={false}
        value=""
        onChange={(html) => sent.push(html)}
        onBlur={() => undefined}
        focusRef={() => undefined}
      />,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const editor = (host.querySelector('.ProseMirror') as HTMLElement & { editor: Editor }).editor;
  return { editor, last: () => sent.at(-1) };
}

describe('the rich text editor', () => {
  it('keeps no attribute of a pasted web page but a link’s address, and no element the pages do not show', async () => {
    const { editor, last } = await mount();
    await act(async () => {
      editor.view.pasteHTML(
        '<h1 class="title" id="top">Plans</h1><p dir="ltr" style="color:red"><span class="x">See </span>' +
          '<a href="https://example.com/plans" target="_blank" rel="nofollow" class="link" title="Our plans">our plans</a>' +
          '<img src="https://example.com/x.png" srcset="https://example.com/x.png 2x"> <u>now</u></p>' +
          '<ol start="3" type="a" style="list-style-type:lower-alpha"><li style="color:red"><p>Third</p></li></ol>' +
          '<table><tr><td>cell</td></tr></table>',
        // jsdom has no ClipboardEvent; the paste's handlers read only its type.
        new Event('paste') as ClipboardEvent,
      );
    });
    expect(last()).toBe(
      '<h3>Plans</h3><p>See <a href="https://example.com/plans">our plans</a> now</p><ol><li><p>Third</p></li></ol><p>cell</p>',
    );
  });

  it('numbers a list typed from "3. " from 1, as the pages will', async () => {
    const { editor, last } = await mount();
    await act(async () => {
      editor.commands.focus();
      for (const character of '3. First') {
        const { from, to } = editor.state.selection;
        const handled = editor.view.someProp('handleTextInput', (input) => input(editor.view, from, to, character, () => editor.state.tr));
        if (!handled) editor.view.dispatch(editor.state.tr.insertText(character, from, to));
      }
    });
    expect(editor.isActive('orderedList')).toBe(true);
    expect(last()).toBe('<ol><li><p>First</p></li></ol>');
  });
});
