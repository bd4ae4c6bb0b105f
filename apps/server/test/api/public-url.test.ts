/** A production start without PUBLIC_URL says so: every public link would name this machine (start-up.ts). */
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers.js';

/** The lines a production start logs, with PUBLIC_URL set to `publicUrl` or not set. */
async function startLines(publicUrl?: string): Promise<{ level: number; msg: string }[]> {
  const lines: { level: number; msg: string }[] = [];
  const t = await makeTestApp(
    {
      logLevel: 'info',
      production: true,
      port: 8080,
      ...(publicUrl ? { publicUrl, publicUrlSet: true } : { publicUrl: 'http://localhost:8080', publicUrlSet: false }),
    },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  await t.close();
  return lines;
}

describe('PUBLIC_URL at start', () => {
  it('warns in one line, saying what to set, when it is not set in production', async () => {
    const mentions = (await startLines()).filter((l) => l.msg.includes('PUBLIC_URL'));
    expect(mentions.map((l) => l.level)).toEqual([40]);
    expect(mentions.map((l) => l.msg)).toEqual([
      "PUBLIC_URL is not set: canonical links, link previews, the sitemap and structured data say http://localhost:8080. Set PUBLIC_URL to the site's public address, e.g. PUBLIC_URL=https://www.example.com",
    ]);
  });

  it('says nothing of it when it is set', async () => {
    const lines = await startLines('https://www.firm.example');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.msg.includes('PUBLIC_URL'))).toEqual([]);
  });
});
