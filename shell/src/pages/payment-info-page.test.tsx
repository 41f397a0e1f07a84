import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPageContentCache } from './content/load';
import { PaymentInfoPage } from './payment-info-page';
import { pageCity, renderPage } from './testing/render-page';

const paymentInfo = { path: '/moscow/payment-info', cityRoute: 'payment-info' };
const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the payment info page', () => {
  afterEach(() => {
    cleanup();
    resetPageContentCache();
  });

  it('has one card per payment kind of the spec', async () => {
    await renderPage(<PaymentInfoPage />, paymentInfo);
    const methods = await screen.findByRole('heading', { level: 2, name: 'Способы оплаты' });
    const cards = within(methods.parentElement as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Наличными',
      'Картой при получении',
      'Картой онлайн',
      'Apple Pay',
      'Google Pay',
      'СБП по QR-коду',
      'SberPay',
      'Через сервисы доставки',
    ]);
  });

  it('explains PCI DSS, what follows an online payment, and change from cash', async () => {
    await renderPage(<PaymentInfoPage />, paymentInfo);
    await screen.findByRole('heading', { level: 2, name: 'Безопасность платежей' });
    expect(text()).toContain('PCI DSS');
    expect(text()).toContain('На оплату даётся 10 минут');
    expect(text()).toContain('до 5 000 ₽');
    expect(screen.getAllByRole('listitem').some((item) => item.textContent?.includes('номером заказа'))).toBe(
      true,
    );
    expect(text()).not.toContain('В Турции');
  });

  it('adds the Turkish rounding rule for a city in Turkey, in its currency', async () => {
    const istanbul = pageCity({
      alias: 'istanbul',
      name: 'İstanbul',
      country: { id: 3, name: 'Türkiye', code: 'TR' },
      prices: { currency: '₺', currency_code: 'TRY' },
    });
    await renderPage(<PaymentInfoPage />, { ...paymentInfo, path: '/istanbul/payment-info', city: istanbul });
    await screen.findByRole('heading', { level: 2, name: 'Сдача с наличных' });
    expect(text()).toContain('до ближайших 100 ₺');
  });
});
