import { describe, expect, it } from 'vitest';
import { menuJsonLd } from './menu-json-ld';

describe('the menu for search engines', () => {
  it('the JSON-LD menu has sections, items and offers with price and currency', () => {
    const city = { name: 'Москва', prices: { currency_code: 'RUB' } } as never;
    const menu = {
      popular_products: [],
      product_groups: [
        { name: 'Пиццы', products: [{ name: 'Маргарита', description: '', images: null, price: 449 }] },
      ],
    } as never;
    const ld = menuJsonLd({
      origin: 'https://s',
      canonical: 'https://s/moscow',
      city,
      brand: 'Pizza',
      menu,
      menuName: 'Меню',
    });
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.hasMenu.hasMenuSection[0]?.hasMenuItem[0]).toMatchObject({
      '@type': 'MenuItem',
      name: 'Маргарита',
      offers: { '@type': 'Offer', price: '449.00', priceCurrency: 'RUB' },
    });
  });
});
