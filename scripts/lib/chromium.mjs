// Which Chromium runs where, in one place. Playwright never downloads a browser here: it drives
// Debian's. What measures a page (the bench, the trace, the byte budget) runs the full Chromium a
// visitor has; what only needs the page to work (the e2e journeys, the release drill, the public-host
// check) runs its headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
// headless): the same engine at about half the CPU per page (docs/qa.md). Without the shell those
// fall back to the full Chromium, only slower. `npm test` installs both (scripts/tasks/test.mjs).
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser to launch: the headless shell when asked for and installed, else the full Chromium. */
export function chromiumExecutable({ headlessShell = false } = {}) {
  return headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
