// What search engines and link previews read in a server-rendered page's head: title, description,
// canonical URL, hreflang alternates for the six languages (the language is a cookie, so every
// language's alternate is the same URL with `?lang=`), Open Graph, and on a city's menu the brand's
// Restaurant with its Menu (sections, items, offers with price and currency) as JSON-LD.

// The pages' titles and leads (namespace `shell-pages`): in the browser only the pages that load on demand
// carry them.
import '../i18n/pages';
import type { City, ProductsResponse } from '@storefront/shared/contract';
import { SUPPORTED_LOCALES } from '@storefront/shared/i18n';
import type { PageKind } from './plan';

export interface HeadInput {
  url: URL;
  language: string;
  publicOrigin: string;
  plan: { kind: PageKind; city: City | null; menu: ProductsResponse | null; brandName: string | null };
  t: (key: string) => string;
}

const PAGE_KEYS: Record<string, string> = {
  '': 'home',
  promotions: 'promotions',
  shops: 'shops',
  delivery: 'delivery',
  about: 'about',
  bonus: 'bonus',
  'payment-info': 'paymentInfo',
  'legal-info': 'legalInfo',
  'privacy-policy': 'privacyPolicy',
  'user-agreement': 'userAgreement',
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script>: nothing in it can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function pageHead({ url, language, publicOrigin, plan, t }: HeadInput): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  const { kind, city, brandName } = plan;
  const pageKey =
    kind.kind === 'city' ? PAGE_KEYS[kind.page] : kind.kind === 'legal' ? PAGE_KEYS[kind.page] : undefined;
  const brand = brandName ?? '';
  let title: string;
  let description: string;
  if (kind.kind === 'root') {
    title = t('shell:root.title');
    description = t('shell:root.lead');
  } else if (pageKey) {
    // The pages' strings are in `shell-pages`, but for the legal documents' titles: the footer links
    // to them on every page, so those are in `shell`.
    title = t(`${kind.kind === 'legal' ? 'shell' : 'shell-pages'}:pages.${pageKey}.title`);
    description = t(`shell-pages:pages.${pageKey}.lead`);
  } else {
    title = t('shell:pages.notFound.title');
    description = t('shell:pages.notFound.lead');
  }
  const fullTitle = [title, city?.name, brand].filter(Boolean).join(' — ');
  const canonical = `${origin}${url.pathname}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  const indexable = kind.kind === 'root' || kind.kind === 'legal' || (kind.kind === 'city' && city);
  if (!indexable) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('');
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const lng of SUPPORTED_LOCALES) {
    tags.push(`<link rel="alternate" hreflang="${lng}" href="${escapeHtml(`${canonical}?lang=${lng}`)}">`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}">`);
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(language)}">`,
  );
  if (brand) tags.push(`<meta property="og:site_name" content="${escapeHtml(brand)}">`);
  const image = plan.menu?.product_groups.flatMap((group) => group.products).find((p) => p.images)?.images;
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, image.big.url))}">`);
  if (kind.kind === 'city' && kind.page === '' && city && plan.menu) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(menuJsonLd({ origin, canonical, city, brand, menu: plan.menu, menuName: title }))}</script>`,
    );
  }
  return tags.join('');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
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
