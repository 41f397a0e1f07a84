import { locationStore } from '@storefront/shared/stores';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPageContentCache } from './content/load';
import { LegalPage } from './legal-page';
import { pageCity, renderPage } from './testing/render-page';

const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the legal pages', () => {
  afterEach(() => {
    cleanup();
    resetPageContentCache();
    locationStore.getState().reset();
  });

  it('shows the privacy policy with its effective date, sections and the company from settings', async () => {
    await renderPage(<LegalPage kind="privacyPolicy" />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: '1. Общие положения' });
    expect(screen.getByText('1 марта 2025 г.').getAttribute('datetime')).toBe('2025-03-01');
    expect(
      screen.getByRole('heading', { level: 2, name: '10. Для пользователей в Германии и ЕС' }),
    ).toBeTruthy();
    expect(text()).toContain('152-ФЗ');
    expect(text()).toContain('ООО «Пицца Поинт» (далее — Оператор)');
    expect(text()).toContain('до 256 дней');
    expect(text()).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('names the company of the remembered city on the legal info page', async () => {
    locationStore.getState().setCity(pageCity({ id: 2, alias: 'kazan', name: 'Казань' }));
    await renderPage(<LegalPage kind="legalInfo" />, { path: '/legal-info' });
    await screen.findByRole('heading', { level: 2, name: 'Продавец и владелец сайта' });
    expect(screen.getByText('Организация').nextElementSibling?.textContent).toBe('ООО «Пицца Поинт Казань»');
    expect(screen.getByRole('link', { name: '+7 (800) 301-44-55' })).toBeTruthy();
  });

  it('links to the other two documents', async () => {
    await renderPage(<LegalPage kind="userAgreement" />, { path: '/user-agreement' });
    const nav = await screen.findByRole('navigation', { name: 'Другие документы' });
    const links = [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/legal-info', '/privacy-policy']);
  });
});
