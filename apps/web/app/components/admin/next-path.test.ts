import { describe, expect, it } from 'vitest';
import { adminPath, afterLogin, loginPath } from './next-path';

describe('the page a login returns to', () => {
  it('is an admin page of this site, with its query', () => {
    expect(adminPath('/admin/dashboard?tab=offer')).toBe('/admin/dashboard?tab=offer');
    expect(adminPath('/admin/dashboard?tab=site#contact')).toBe('/admin/dashboard?tab=site#contact');
  });

  it('is never another site, a scheme, a protocol-relative address nor a page outside /admin/', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/',
      'https://evil.example/admin/dashboard',
      'http://127.0.0.1/admin/dashboard',
      '//evil.example/admin/dashboard',
      '///evil.example/admin/',
      '/\\evil.example/admin/',
      '\\\\evil.example/admin/',
      'javascript:alert(1)',
      ' /admin/dashboard',
      '/administrator',
      '/admin',
      '/about',
      '/admin/../about',
      '/admin/%2e%2e/about',
    ])
      expect(adminPath(raw), String(raw)).toBeNull();
  });

  it('travels in the login page address, which asks for nothing else when there is nothing to return to', () => {
    expect(loginPath('/admin/dashboard?tab=offer')).toBe('/admin/login?next=/admin/dashboard%3Ftab%3Doffer');
    expect(afterLogin(new URLSearchParams(loginPath('/admin/dashboard?tab=offer').split('?')[1]))).toBe('/admin/dashboard?tab=offer');
    expect(loginPath('/about')).toBe('/admin/login');
  });

  it('is the Slider tab without a next page, or with one that is refused', () => {
    expect(afterLogin(new URLSearchParams())).toBe('/admin/dashboard?tab=slider');
    expect(afterLogin(new URLSearchParams({ next: 'https://evil.example/' }))).toBe('/admin/dashboard?tab=slider');
  });
});
