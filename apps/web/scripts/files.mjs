// Helpers shared by the build steps of this folder (images.mjs, fonts.mjs, precompress.mjs).
import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** Every file under `dir`, at any depth; `skip` leaves a folder out. */
export async function* walk(dir, skip = () => false) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(path)) yield* walk(path, skip);
    } else yield path;
  }
}

/** Runs the jobs a few at a time: the encoders thread inside each job, so a small pool keeps both cores busy without thrashing. */
export async function runPooled(jobs) {
  const queue = [...jobs];
  const size = Math.max(1, Math.min(4, availableParallelism()));
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await queue.shift()();
    }),
  );
}
