import { describe, expect, it } from 'vitest';
import { firstParagraph, isRichTextAddress, paragraphsToRichText, richTextPlain } from '../src/rich-text.js';

describe('rich text (TEXT-1, decision 058)', () => {
  it('gives the words without the markup, entities read, blocks apart', () => {
    expect(
      richTextPlain(
        '<p>A <strong>b</strong>&amp;c</p><ul><li><p>one</p></li><li>two</li></ul><h3>H</h3><p>x<br>y &lt;z&gt; &#8377;5&nbsp;k</p>',
      ),
    ).toBe('A b&c one two H x y <z> ₹5 k');
    expect(richTextPlain('<p></p><p> </p>')).toBe('');
  });

  it('turns paragraphs into <p> HTML, the text escaped and line breaks kept', () => {
    expect(paragraphsToRichText(['One & <two>', ' Three\nstill three '])).toBe('<p>One &amp; &lt;two&gt;</p><p>Three<br>still three</p>');
  });

  it('keeps links of http, https, mailto and tel only, as a browser reads the scheme', () => {
    for (const address of ['https://example.com', 'http://a.b/c', 'mailto:a@b.in', 'tel:+919876543210', 'HTTPS://X.Y']) {
      expect(isRichTextAddress(address), address).toBe(true);
    }
    for (const address of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', '/contact', '#top', 'example.com', '']) {
      expect(isRichTextAddress(address), address).toBe(false);
    }
  });

  it('finds the first paragraph, or the whole text when it starts otherwise', () => {
    expect(firstParagraph('<p>One <em>a</em></p><p>Two</p>')).toBe('<p>One <em>a</em></p>');
    expect(firstParagraph('<ul><li>a</li></ul><p>Two</p>')).toBe('<ul><li>a</li></ul><p>Two</p>');
  });
});
