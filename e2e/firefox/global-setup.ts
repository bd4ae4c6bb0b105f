/** The production build for the Firefox checks, on a free port and a new database of its own (production-server.ts). */
import type { TestProject } from 'vitest/node';
import { startProductionServer } from '../production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server of the Firefox checks answers, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startProductionServer();
  project.provide('siteOrigin', server.origin);
  return server.stop;
}
