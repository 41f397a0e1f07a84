// What search engines and link previews read in a server-rendered page's head: title, description,
// canonical URL, hreflang alternates for the six languages (the language is a cookie, so every
// language's alternate is the same URL with `?lang=`), Open Graph, and what the page's remote modules
// add (their `headData`: mf-menu's Restaurant with its Menu as JSON-LD, a preview image). Every link
// is built from the configured public origin, never from the request's Host.

// The pages' titles and leads (namespace `shell-pages`): in the browser only the pages that load on demand
// carry them.
import '../i18n/pages';
import type { City } from '@storefront/shared/contract';
import { SUPPORTED_LOCALES } from '@storefront/shared/i18n';
import type { PageKind, PagePlan, PrivateCityPage } from './plan';

export interface HeadInput {
  url: URL;
  language: string;
  publicOrigin: string;
  plan: {
    kind: PageKind;
    status: number;
    city: City | null;
    brandName: string | null;
    headData: PagePlan['headData'];
  };
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

function privateKey(page: PrivateCityPage): string {
  return page === 'back-to-home' ? 'backToHome' : page;
}

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

export async function pageHead({ url, language, publicOrigin, plan, t }: HeadInput): Promise<string> {
  const origin = publicOrigin.replace(/\/+$/, '');
  const { kind, city, brandName } = plan;
  // A city the API does not know is a missing page whatever follows its alias (a city that only
  // answered late is not: its page keeps its title).
  const unknownCity = (kind.kind === 'city' || kind.kind === 'private') && plan.status === 404;
  const pageKey =
    kind.kind === 'city' && !unknownCity
      ? PAGE_KEYS[kind.page]
      : kind.kind === 'legal'
        ? PAGE_KEYS[kind.page]
        : undefined;
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
  } else if (kind.kind === 'private' && !unknownCity) {
    // The cart page at its checkout state is the checkout (`?state=checkout`, mf-cart's cart page).
    const page =
      kind.page === 'cart' && url.searchParams.get('state') === 'checkout'
        ? 'checkout'
        : privateKey(kind.page);
    title = t(`shell:pages.private.${page}`);
    description = '';
  } else {
    title = t('shell:pages.notFound.title');
    description = t('shell:pages.notFound.lead');
  }
  const fullTitle = [title, city?.name, brand].filter(Boolean).join(' — ');
  const canonical = `${origin}${url.pathname}`;
  const tags = [`<title>${escapeHtml(fullTitle)}</title>`];
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
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
  const added = await plan.headData({ origin, canonical, brand, title });
  const image = added.find((part) => part.image)?.image;
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  for (const part of added) {
    if (part.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(part.jsonLd)}</script>`);
  }
  return tags.join('');
}
