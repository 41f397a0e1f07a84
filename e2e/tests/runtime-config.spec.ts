// Acceptance 4: a remote moved to another origin is picked up by changing only the served runtime
// config; the shell bundle is the same one.
import { fileURLToPath } from 'node:url';
import { testIds } from '@storefront/shared/qa';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { expect, needs, test } from '../fixtures';
import { ShellPage } from '../pages/shell';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu'];

const menuDist = fileURLToPath(new URL('../../mf-menu/dist', import.meta.url));

test('mf-menu served from a second origin is loaded from there', { tag: TAGS }, async ({ page }) => {
  needs('local-build');
  // A second deployment of mf-menu on another origin (localhost instead of 127.0.0.1, its own port).
  const server = await createStaticHost({ root: menuDist });
  const port = new URL(await server.listen({ host: '127.0.0.1', port: 0 })).port;
  const origin = `http://localhost:${port}`;
  try {
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      config.remotes['mf-menu'] = `${origin}/mf-manifest.json`;
      await route.fulfill({ json: config });
    });
    const fromSecondOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin)) fromSecondOrigin.push(request.url());
    });

    await page.goto('/moscow');
    await expect(new ShellPage(page).boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
    // The menu arrives rendered by the server; the browser then loads mf-menu to hydrate it.
    await expect.poll(() => fromSecondOrigin).toContain(`${origin}/mf-manifest.json`);
    await expect.poll(() => fromSecondOrigin.some((url) => url.endsWith('.js'))).toBe(true);
  } finally {
    await server.close();
  }
});
