import { describe, expect, it } from 'vitest';
import { sourceOf } from '../../src/analytics/sources.js';

const OWN = 'www.firm.example';

describe('where a visit came from (VISITS-1)', () => {
  it.each([
    ['https://www.google.com/', 'Google'],
    ['https://www.google.co.in/search?q=surveyor', 'Google'],
    ['https://news.google.de/', 'Google'],
    ['https://www.google.com.au/', 'Google'],
    ['android-app://com.google.android.googlequicksearchbox/', 'Google'],
    ['https://www.bing.com/search?q=x', 'Bing'],
    ['https://cn.bing.com/', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://in.search.yahoo.com/', 'Yahoo'],
    ['https://search.yahoo.co.jp/', 'Yahoo'],
    ['https://yandex.ru/', 'Yandex'],
    ['https://yandex.com.tr/', 'Yandex'],
    ['https://www.ecosia.org/search?q=x', 'Ecosia'],
    ['https://www.baidu.com/', 'Baidu'],
    ['https://wa.me/919876543210', 'WhatsApp'],
    ['https://web.whatsapp.com/', 'WhatsApp'],
    ['https://www.whatsapp.com/', 'WhatsApp'],
    ['android-app://com.whatsapp/', 'WhatsApp'],
    ['https://www.youtube.com/watch?v=abc', 'YouTube'],
    ['https://m.youtube.com/', 'YouTube'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://m.facebook.com/', 'Facebook'],
    ['https://l.instagram.com/', 'Instagram'],
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://t.co/abc', 'X'],
    ['https://x.com/firm', 'X'],
    ['https://twitter.com/firm', 'X'],
  ])('%s is %s', (referrer, source) => {
    expect(sourceOf(referrer, OWN)).toBe(source);
  });

  it('matches whole labels: a name inside another is the referring host', () => {
    expect(sourceOf('https://notgoogle.com/page', OWN)).toBe('notgoogle.com');
    expect(sourceOf('https://google.evil.example/', OWN)).toBe('google.evil.example');
    expect(sourceOf('https://mywhatsapp.com/', OWN)).toBe('mywhatsapp.com');
    expect(sourceOf('https://fakeyoutube.com/', OWN)).toBe('fakeyoutube.com');
    expect(sourceOf('https://at.co/', OWN)).toBe('at.co');
  });

  it('any other site is its host, lower case, without www. and at most 100 characters', () => {
    expect(sourceOf('https://WWW.Example.ORG/a/b?c=d#e', OWN)).toBe('example.org');
    expect(sourceOf('http://blog.example.in:8080/post', OWN)).toBe('blog.example.in');
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.example`;
    expect(sourceOf(`https://${long}/`, OWN)).toBe(long.slice(0, 100));
  });

  it('no referrer is Direct; a page of the site itself is none; anything else is Other', () => {
    expect(sourceOf(undefined, OWN)).toBe('Direct');
    expect(sourceOf(null, OWN)).toBe('Direct');
    expect(sourceOf('', OWN)).toBe('Direct');
    expect(sourceOf('https://www.firm.example/services', OWN)).toBeNull();
    expect(sourceOf('https://firm.example/', OWN)).toBeNull();
    expect(sourceOf('not an address', OWN)).toBe('Other');
    expect(sourceOf('javascript:alert(1)', OWN)).toBe('Other');
    expect(sourceOf('file:///etc/passwd', OWN)).toBe('Other');
  });
});
