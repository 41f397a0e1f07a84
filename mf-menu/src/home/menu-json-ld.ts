// The menu as search engines read it on a city's home page: the brand's Restaurant with its Menu
// (sections, items, offers with price and currency) as JSON-LD, and the first product picture as the
// link preview's image. Loaded by the server only (exposes/home-page.tsx `headData`): no page ships it.
import type { City, ProductsResponse } from '@storefront/shared/contract';

/** A picture's URL as an absolute one, on the storefront's public origin when it is a path. */
export function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function menuImage(menu: ProductsResponse): string | undefined {
  return menu.product_groups.flatMap((group) => group.products).find((product) => product.images)?.images?.big
    .url;
}

export function menuJsonLd({
  origin,
  canonical,
  city,
  brand,
  menu,
  menuName,
}: {
  origin: string;
  canonical: string;
  city: City;
  brand: string;
  menu: ProductsResponse;
  menuName: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: brand ? `${brand} — ${city.name}` : city.name,
    url: canonical,
    address: { '@type': 'PostalAddress', addressLocality: city.name },
    servesCuisine: menu.product_groups.map((group) => group.name).slice(0, 10),
    hasMenu: {
      '@type': 'Menu',
      name: menuName,
      url: canonical,
      hasMenuSection: menu.product_groups.map((group) => ({
        '@type': 'MenuSection',
        name: group.name,
        hasMenuItem: group.products.map((product) => ({
          '@type': 'MenuItem',
          name: product.name,
          ...(product.description ? { description: product.description } : {}),
          ...(product.images ? { image: absolute(origin, product.images.big.url) } : {}),
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: city.prices.currency_code,
          },
        })),
      })),
    },
  };
}
