// /robots.txt and /sitemap.xml of the storefront: every city's public pages and the legal pages are
// listed; the private pages (cart, checkout, payment, profile, tracking) are kept out.
import { escapeHtml } from './head';
import { LEGAL_PAGES, PUBLIC_CITY_PAGES } from './plan';

/** Path patterns of pages that are the visitor's own (robots.txt `Disallow`). */
export const PRIVATE_PATHS = [
  '/*/cart',
  '/*/checkout',
  // Payment (/{city}/order/payment/…) and tracking (/{city}/order/{id}/tracking).
  '/*/order/',
  '/*/profile',
  '/*/back-to-home',
];

export function robotsTxt(publicOrigin: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicOrigin: string, cityAliases: readonly string[]): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  const urls = [
    `${origin}/`,
    ...LEGAL_PAGES.map((page) => `${origin}/${page}`),
    ...cityAliases.flatMap((alias) =>
      PUBLIC_CITY_PAGES.map((page) => `${origin}/${alias}${page ? `/${page}` : ''}`),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
