import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCity, pageSettings, renderPage } from '../pages/testing/render-page';
import { Header } from './header';

afterEach(cleanup);

async function desktopHeader(brand: string) {
  await renderPage(
    <Header
      brand={brand}
      city={pageCity()}
      settings={pageSettings()}
      isMobile={false}
      cartCount={0}
      onBurger={() => {}}
    />,
    { path: '/moscow', brand },
  );
  return within(screen.getByRole('navigation', { name: 'Основная навигация' }));
}

describe("the desktop header's section links follow the brand's menu (spec §2)", () => {
  it('shows stores and about for a brand that hides neither', async () => {
    const nav = await desktopHeader('pizza');
    expect(nav.getByRole('link', { name: 'Наши рестораны' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'О нас' })).toBeTruthy();
  });

  it("hides the stores for lavash and 'about us' for shawarma, as their burger menus do", async () => {
    expect((await desktopHeader('lavash')).queryByRole('link', { name: 'Наши рестораны' })).toBeNull();
    cleanup();
    const shawarma = await desktopHeader('shawarma');
    expect(shawarma.queryByRole('link', { name: 'О нас' })).toBeNull();
    expect(shawarma.getByRole('link', { name: 'Наши рестораны' })).toBeTruthy();
  });
});
