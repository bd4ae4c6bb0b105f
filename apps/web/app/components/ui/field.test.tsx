// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';

const registration = { name: 'partner', onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined };

describe('a yes/no field', () => {
  it('is a tick box named by its label, with its help and error tied to it', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="f-partner"
        label="Partner"
        kind="yesNo"
        registration={registration}
        help="A partner signs drawings."
        error="Partner must be yes or no"
      />,
    );
    const box = new DOMParser().parseFromString(html, 'text/html');
    const input = box.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('checkbox');
    expect(box.querySelector(`label[for="f-partner"]`)?.textContent).toBe('Partner');
    expect(input.id).toBe('f-partner');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-partner-help f-partner-error');
    expect(box.getElementById('f-partner-error')?.textContent).toBe('Partner must be yes or no');
  });
});
