import { MENU_ANCHOR_ID } from '@storefront/shared/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../pages/testing/render-page';
import { SkipLinks } from './skip-links';

afterEach(cleanup);

describe('the skip links, the first stops of the keyboard', () => {
  it("on the home page, skip past the header to the content, and past the banners to the menu's groups", async () => {
    await renderPage(<SkipLinks />, { path: '/moscow', cityRoute: '' });
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'Перейти к меню' }).getAttribute('href')).toBe(
      `#${MENU_ANCHOR_ID}`,
    );
  });

  it('elsewhere, where there is no menu, offer the content only', async () => {
    await renderPage(<SkipLinks />, { path: '/moscow/about', cityRoute: 'about' });
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Перейти к меню' })).toBeNull();
  });
});
