import { ORDER_STATUS_ALIASES } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { LANGS, text } from '../../http/texts';
import { statusText } from './views';

describe('statusText', () => {
  it('names every status in every language', () => {
    for (const alias of ORDER_STATUS_ALIASES)
      for (const lang of LANGS)
        expect(statusText(lang, alias, { takeaway: false, laterInterval: false }).name).toBeTruthy();
  });

  it('tells a Turkish takeaway order to collect it, and a German later order when cooking starts', () => {
    expect(statusText('tr', 'cooking', { takeaway: true, laterInterval: false })).toEqual({
      name: 'Hazırlanıyor',
      description: 'Aşçılarımız siparişinizi hazırlıyor: hazır olduğunda şubeden teslim alabilirsiniz.',
    });
    expect(statusText('de', 'accepted', { takeaway: false, laterInterval: true }).description).toBe(
      'Wir beginnen rechtzeitig zum gewählten Zeitfenster mit dem Kochen.',
    );
    expect(statusText('ru', 'cooking', { takeaway: false, laterInterval: true })).toEqual({
      name: 'Готовится',
      description: 'Повара уже готовят ваш заказ.',
    });
    expect(text('uk', 'orders:order_not_found')).toBe('Замовлення не знайдено.');
  });
});
