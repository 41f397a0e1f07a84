// Texts the API shows people (cart messages, gift conditions, interval notices, field errors), in
// every interface language of spec §1: Russian (the default), English (the fallback for a language
// we do not know), Turkish, Uzbek (Latin script), German and Ukrainian.
// Each also travels with a machine code, so a client may translate it itself. The texts are
// i18next resources (http/locales/<lang>.ts), like the front-end's: namespace `api` (the default, for
// texts of several modules) and one namespace for each module with texts of its own (`user`, `orders`,
// `tracking`), read with `text(lang, 'orders:cart_empty')`.
import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import * as de from './locales/de';
import * as en from './locales/en';
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './locales/ru';
import * as ru from './locales/ru';
import * as tr from './locales/tr';
import * as uk from './locales/uk';
import * as uz from './locales/uz';

/** The interface languages (spec §1), the default first. */
export const LANGS = ['ru', 'en', 'tr', 'uz', 'de', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The namespaces of one language: the default `api` first, then each module's own. */
type Namespaces = {
  api: ApiStrings;
  user: UserStrings;
  orders: OrdersStrings;
  tracking: TrackingStrings;
};
const NAMESPACES = ['api', 'user', 'orders', 'tracking'] as const satisfies readonly (keyof Namespaces)[];

const namespaces = ({ api, user, orders, tracking }: Namespaces): Namespaces => ({
  api,
  user,
  orders,
  tracking,
});

/** Every text by language, then namespace (the locale files' exports). */
export const RESOURCES: Record<Lang, Namespaces> = {
  ru: namespaces(ru),
  en: namespaces(en),
  tr: namespaces(tr),
  uz: namespaces(uz),
  de: namespaces(de),
  uk: namespaces(uk),
};

/**
 * The API's own i18next instance (no global one): every string is bundled, so it is ready as soon as
 * it is created. A text missing in a language falls back to English, the fallback of spec §1.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: RESOURCES,
  ns: [...NAMESPACES],
  defaultNS: 'api',
  lng: 'ru',
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  initAsync: false,
  // Answers are JSON, never HTML: the client escapes what it shows.
  interpolation: { escapeValue: false },
  // A value the caller did not pass keeps its placeholder, so a missing one is visible, not blank.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
});

/** The dotted paths of a namespace's texts: `status.cooking.name`. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A text's key: bare in the default namespace `api`, `namespace:path` in a module's own. */
export type TextKey =
  | Paths<ApiStrings>
  | `user:${Paths<UserStrings>}`
  | `orders:${Paths<OrdersStrings>}`
  | `tracking:${Paths<TrackingStrings>}`;
export type TextParams = Record<string, string | number>;

/** The text `key` in `lang`, its {{placeholders}} filled from `params`. */
export function text(lang: Lang, key: TextKey, params: TextParams = {}): string {
  return i18n.t(key, { lng: lang, replace: params });
}

/**
 * The first of our languages an `Accept-Language` header asks for (by q, then order; `de-AT` is de),
 * null when it names none of them.
 */
export function acceptedLang(header: string | undefined): Lang | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = wanted.find((entry) => isLang(entry.lang))?.lang;
  return isLang(found) ? found : null;
}

/**
 * The request's language (spec §1): the `language` cookie when it is one of ours (English, the
 * fallback, for any other value), then the first of ours in `Accept-Language`, then Russian (the
 * default). The storefront sends the interface's language as `Accept-Language`, so its content and
 * its interface agree.
 */
export function requestLang(request: FastifyRequest): Lang {
  const language = request.cookies?.language;
  if (language) return isLang(language) ? language : 'en';
  return acceptedLang(request.headers?.['accept-language']) ?? 'ru';
}

/** Interface locale for dates (day names): the same language as the texts (spec §1 fallbacks). */
export function requestLocale(request: FastifyRequest): string {
  return requestLang(request);
}
