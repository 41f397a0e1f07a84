// Each deployable owns its strings: the shell and every remote keep their namespace in all six
// languages in their own code (`<app>/src/i18n/locales/<lng>.ts`) and register it here when their code
// loads. `@storefront/shared` keeps only what two or more deployables show (`common`). A redeployed
// remote registers again and its strings replace the old ones, so its release needs no shell release.
import i18next, { type i18n, type ResourceNamespaceMap } from 'i18next';
import { isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from './languages';

export interface NamespaceSource<Strings> {
  /**
   * Languages in the deployable's own code: Russian, the default, so a visitor in it waits for no
   * strings. Every other language comes from `load`.
   */
  bundled: Partial<Record<SupportedLocale, Strings>>;
  /** One language's strings, from the deployable's own chunks (a dynamic import). */
  load(lng: SupportedLocale): Promise<Strings>;
}

type AnySource = NamespaceSource<unknown>;

const sources = new Map<string, AnySource>();
/** The instances initI18n has set up (the page's, tests' own): a registration reaches each. */
const instances = new Set<i18n>();

/** The source a namespace was registered with last (the lazy backend reads other languages from it). */
export function namespaceSource(ns: string): AnySource | undefined {
  return sources.get(ns);
}

/**
 * Registers a deployable's namespace: its bundled languages go in at once (replacing what an earlier
 * build of it put there), and the promise resolves once the strings of every language the page needs
 * now are in — the visitor's language in the browser, all six on the server (it preloads them), and on
 * a re-registration every language the previous build had loaded. A remote awaits it before its
 * components render (`await` at the top of its i18n module), so no key is ever shown raw; switching the
 * language later loads the namespace through the lazy backend (init-i18n.ts).
 */
export function registerNamespace<N extends keyof ResourceNamespaceMap>(
  ns: N,
  source: NamespaceSource<ResourceNamespaceMap[N]>,
): Promise<void> {
  const again = sources.has(ns);
  sources.set(ns, source as AnySource);
  const targets = new Set(instances);
  if (i18next.isInitialized) targets.add(i18next);
  return Promise.all(
    [...targets].map((instance) => applySource(instance, ns, source as AnySource, again)),
  ).then(() => undefined);
}

/** Every registered namespace into an instance initI18n has just set up. */
export async function applyRegisteredNamespaces(instance: i18n): Promise<void> {
  instances.add(instance);
  await Promise.all([...sources].map(([ns, source]) => applySource(instance, ns, source, false)));
}

async function applySource(instance: i18n, ns: string, source: AnySource, refresh: boolean) {
  const namespaces = instance.options.ns;
  // Listed, so a language switch loads it too (i18next loads its `ns` for the new language).
  if (Array.isArray(namespaces) && !namespaces.includes(ns)) namespaces.push(ns);
  const bundled = source.bundled as Partial<Record<string, unknown>>;
  for (const [lng, strings] of Object.entries(bundled)) put(instance, lng, ns, strings);
  const preload = Array.isArray(instance.options.preload) ? instance.options.preload : [];
  const wanted = new Set<string>([instance.language, ...preload]);
  // A new build of the namespace: the languages the old one had loaded are loaded again from it.
  if (refresh) for (const lng of SUPPORTED_LOCALES) if (instance.hasResourceBundle(lng, ns)) wanted.add(lng);
  await Promise.all(
    [...wanted]
      .filter((lng): lng is SupportedLocale => isSupportedLocale(lng) && !(lng in bundled))
      .filter((lng) => refresh || !instance.hasResourceBundle(lng, ns))
      .map(async (lng) => put(instance, lng, ns, await source.load(lng))),
  );
}

/** Replaces the namespace's strings in one language (every key of the new build wins). */
function put(instance: i18n, lng: string, ns: string, strings: unknown) {
  instance.addResourceBundle(lng, ns, strings as object, false, true);
}
