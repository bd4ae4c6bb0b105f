/** Shared by the contact, inbox, mail and fuzz tests: multipart bodies, sample files and tokens. */
import sharp from 'sharp';
import type { App } from '../../src/context.js';
import { signToken } from '../../src/auth/tokens.js';
import { deriveKeys } from '../../src/auth/keys.js';
import { adminToken } from '../helpers.js';

export type Part = string | { bytes: Uint8Array; filename: string; type?: string };

/** A multipart/form-data body as a browser would send it, ready for `app.inject`. */
export async function multipart(parts: Record<string, Part>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

export const validContact = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  mobile: '9876543210',
  subject: 'Business inquiry',
  message: 'I would like to know more about your services.',
};

/** Posts the contact form from `ip` (each test its own address, so the flood limit of one does not touch another). */
export async function postContact(app: App, parts: Record<string, Part>, ip = '10.0.0.1') {
  const body = await multipart(parts);
  return app.inject({ method: 'POST', url: '/api/contact', ...body, remoteAddress: ip });
}

/** A tiny PDF: file-type knows it by its `%PDF-` start. */
export const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const samplePng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
export const sampleSvg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A token of the seeded admin, and ones that must be refused: forged (wrong key) and expired. */
export async function tokens(app: App): Promise<{ valid: string; forged: string; expired: string }> {
  const valid = await adminToken(app);
  const row = await app.ctx.db.selectFrom('admins').select(['id', 'email']).executeTakeFirstOrThrow();
  const session = (await app.ctx.db.selectFrom('admin_sessions').select('id').where('admin_id', '=', row.id).executeTakeFirstOrThrow()).id;
  const user = { _id: row.id, email: row.email };
  const forged = await signToken(
    { ...app.ctx, keys: deriveKeys(new TextEncoder().encode('not the server secret, not at all')) },
    user,
    session,
  );
  const expired = await signToken({ ...app.ctx, config: { ...app.ctx.config, tokenTtlSeconds: -60 } }, user, session);
  return { valid, forged, expired };
}
