import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { seed } from '../src/content/seed.js';
import { prepareDatabase } from '../src/start-up.js';
import { makeDatabase, testConfig } from './helpers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded database without an admin: every test app starts from a copy (helpers.ts makeTestApp). */
    templateDatabase: string;
  }
}

/**
 * The start-up steps but the first admin (start-up.ts), once for the whole API test run: encoding
 * the seed pictures takes seconds, and every test file starts apps on fresh databases. The admin is
 * left to each test app, whose settings decide it (some tests start without ADMIN_PASSWORD).
 */
export default async function setup(project: TestProject) {
  const template = await makeDatabase();
  const config = testConfig(template.url);
  await prepareDatabase(config);
  const app = await buildApp(config);
  try {
    await seed(app);
  } finally {
    await app.close();
  }
  project.provide('templateDatabase', template.url);
  return () => template.drop();
}
