/** Where the browser tests start the production server, and the admin it is seeded with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB = process.env.E2E_DB ?? `/tmp/firm-e2e-${E2E_PORT}.db`;
export const E2E_ADMIN = { email: 'owner@example.com', password: 'e2e-Strong-Passw0rd' };
