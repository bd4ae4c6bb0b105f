import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Built beside the running release, then moved into build/ by scripts/release.mjs without disturbing it
  // (docs/decisions/053-updates-without-downtime.md).
  buildDirectory: 'build/.staging',
} satisfies Config;
