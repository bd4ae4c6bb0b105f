// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, TextField } from './field';

// React's act() outside a testing library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

describe('a password field', () => {
  const mount = (label = 'Password') => {
    const host = document.createElement('div');
    document.body.append(host);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    const root = createRoot(host);
    act(() =>
      root.render(
        <form onSubmit={(e) => submitted(e.nativeEvent)}>
          <PasswordField
            id="f-password"
            label={label}
            autoComplete="current-password"
            registration={{ ...registration, name: 'password' }}
          />
          <button type="submit">Login</button>
        </form>,
      ),
    );
    const input = host.querySelector<HTMLInputElement>('#f-password')!;
    const toggle = host.querySelector<HTMLButtonElement>('button[aria-controls="f-password"]')!;
    const click = () =>
      act(() => {
        // A real click: the press first (which must not take the focus from the input), then the click.
        toggle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
        toggle.click();
      });
    return { host, root, input, toggle, click, submitted };
  };

  it('hides the password, with a Show password button that never submits', () => {
    const { input, toggle, click, submitted, root } = mount();
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    click();
    expect(submitted).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('shows and hides what was typed, keeping the value, the focus and the caret', () => {
    const { input, toggle, click, root } = mount();
    input.value = 'quarry lantern velvet';
    input.focus();
    input.setSelectionRange(6, 6);
    click();
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    // Read back, never corrected or sent to a spelling service.
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.value).toBe('quarry lantern velvet');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([6, 6]);
    click();
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    expect(input.value).toBe('quarry lantern velvet');
    act(() => root.unmount());
  });

  it('is named after its field, and hides again when the form is submitted', () => {
    const { host, toggle, click, input, submitted, root } = mount('New password again');
    expect(toggle.getAttribute('aria-label')).toBe('Show new password again');
    click();
    expect(input.type).toBe('text');
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Show new password again');
    act(() => root.unmount());
  });
});
