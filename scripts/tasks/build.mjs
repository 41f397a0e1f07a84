// Production builds (two at a time: the machine has two cores): the shell and the five remotes, and
// the API and the sandbox acquirer compiled to dist/main.js (scripts/lib/build-server.mjs).
import { spawnSync } from 'node:child_process';

export function build() {
  const result = spawnSync(
    'pnpm',
    [
      '-r',
      '--workspace-concurrency=2',
      '--filter=./shell',
      '--filter=./mf-*',
      '--filter=./api',
      '--filter=./acquirer',
      '--reporter-hide-prefix',
      'build',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    build();
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
