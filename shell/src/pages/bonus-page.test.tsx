import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusPage } from './bonus-page';
import { resetPageContentCache } from './content/load';
import { pageCity, pageSettings, renderPage } from './testing/render-page';

const bonus = { path: '/moscow/bonus', cityRoute: 'bonus' };
/** Visible text with the non-breaking spaces of prices as plain ones. */
const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the bonus page', () => {
  afterEach(() => {
    cleanup();
    resetPageContentCache();
    vi.useRealTimers();
  });

  it('says politely that a brand without the program has none, and points to promotions', async () => {
    const settings = pageSettings({
      brand: { alias: 'lavash', name: 'Lavash Bro', has_bonus_program: false },
    });
    await renderPage(<BonusPage />, { ...bonus, settings, brand: 'lavash' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Бонусной программы пока нет' }),
    ).toBeTruthy();
    expect(text()).toContain('В Lavash Bro сейчас нет бонусной программы.');
    expect(screen.getByRole('link', { name: 'Смотреть акции' }).getAttribute('href')).toBe(
      '/moscow/promotions',
    );
    expect(screen.queryByRole('heading', { name: 'Как работает программа' })).toBeNull();
  });

  it('says accrual is paused and bonuses can be spent until 21 May 2025 inclusive', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-21T20:00:00Z')); // 23:00 in Moscow: still the last day
    await renderPage(<BonusPage />, bonus);
    await screen.findByRole('heading', { level: 2, name: 'Что сейчас с бонусами' });
    expect(text()).toContain('Начисление бонусов приостановлено');
    expect(text()).toContain('можно оплатить часть заказа до 21 мая 2025 г. включительно');
  });

  it('says the spending period is over after the deadline in the city', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-21T21:30:00Z')); // 00:30 on 22 May in Moscow
    await renderPage(<BonusPage />, bonus);
    await screen.findByRole('heading', { level: 2, name: 'Что сейчас с бонусами' });
    expect(text()).toContain('Этот срок прошёл');
  });

  it('reads the spending window from the API, as checkout does: a window that runs on is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const settings = pageSettings({ bonus_program: { spend_deadline: '2027-11-28', accrual_paused: true } });
    await renderPage(<BonusPage />, { ...bonus, settings });
    await screen.findByRole('heading', { level: 2, name: 'Что сейчас с бонусами' });
    expect(text()).toContain('можно оплатить часть заказа до 28 ноября 2027 г. включительно');
    expect(text()).not.toContain('Этот срок прошёл');
  });

  it('explains the write-off rule with a worked example in the city’s currency', async () => {
    await renderPage(<BonusPage />, bonus);
    await screen.findByRole('heading', { level: 2, name: 'Сколько бонусов можно списать' });
    const table = screen.getByRole('table', { name: 'Расчёт списания бонусов' });
    expect(table.textContent?.replace(/\u00a0/g, ' ')).toContain('(590 ₽ − 1 ₽) × 2');
    expect(
      screen.getByRole('rowheader', { name: 'Всего можно списать' }).nextElementSibling?.textContent,
    ).toBe('1\u00a0540\u00a0₽');
    expect(text()).toContain('спишется 1 540 ₽. К оплате останется 4 ₽');
  });

  it('tells a visitor in a city without the loyalty program that it does not apply there', async () => {
    await renderPage(<BonusPage />, { ...bonus, city: pageCity({ has_loyalty_program: false }) });
    await screen.findByRole('heading', { level: 2, name: 'Как работает программа' });
    expect(text()).toContain('В городе Москва бонусная программа не действует.');
  });
});
