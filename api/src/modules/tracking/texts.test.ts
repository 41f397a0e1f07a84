import { ORDER_STATUS_ALIASES } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../http/texts';
import { describeTextTable, type TextTable } from '../../test/text-tables';
import { orderText } from '../orders/texts';
import { ACCEPTED_FOR_INTERVAL, STATUS_TEXTS, statusText, TAKEAWAY_COOKING, TRACKING_TEXTS } from './texts';

/** STATUS_TEXTS as flat tables: `cooking.name` → language → text. */
const statusTable: TextTable = Object.fromEntries(
  Object.entries(STATUS_TEXTS).flatMap(([alias, byLang]) =>
    (['name', 'description'] as const).map((part) => [
      `${alias}.${part}`,
      Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang][part]])) as Record<Lang, string>,
    ]),
  ),
);

describeTextTable('tracking/texts', TRACKING_TEXTS);
describeTextTable('tracking/status texts', statusTable);
describeTextTable('tracking/situations', { TAKEAWAY_COOKING, ACCEPTED_FOR_INTERVAL });

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
    expect(orderText('uk', 'order_not_found')).toBe('Замовлення не знайдено.');
  });
});
