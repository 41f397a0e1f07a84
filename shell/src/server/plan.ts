// What a page needs before it renders on the server: which route it is, the remote modules it shows
// (the route → remote map, which the shell owns), the shell's own API calls of its first screen
// (prefetched under the query keys the components read), the visitor's location context (cookies),
// and what each remote module declares it needs (its `prefetch`, exported beside the component: the
// shell asks, and names no remote's query).
import { ApiError, cartApi, userApi } from '@storefront/shared/api';
import type { Cart, City, LocationContextInput } from '@storefront/shared/contract';
import { parseCookie } from '@storefront/shared/domain';
import {
  cartQueryOptions,
  citiesQueryOptions,
  cityQueryOptions,
  type HeadContext,
  type HeadData,
  type HeadDataOf,
  type Prefetch,
  type PrefetchContext,
  settingsQueryOptions,
  shopsQueryOptions,
} from '@storefront/shared/query';
import {
  createLocationStore,
  initialLocationState,
  type LocationState,
  locationStore,
  type SessionUser,
  sessionStore,
} from '@storefront/shared/stores';
import { setRenderedAt, setRenderedLayout } from '@storefront/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteId } from '../app/federation/remote-ids';
import { setOnDemandBlocks } from '../app/on-demand';
import { setSiteHost } from '../app/site-host';
import type { SsrState } from '../app/ssr-state';
import { resetStores } from '../app/store-snapshots';
import { LOCATION_COOKIE, parseLocationCookie } from '../location/location-cookie';

const SESSION_COOKIE = 'session_key';
const CITY_ALIAS = /^[a-z0-9-]{1,64}$/;

/** Public pages under /{city} (their content renders on the server). */
export const PUBLIC_CITY_PAGES = [
  '',
  'promotions',
  'shops',
  'delivery',
  'about',
  'bonus',
  'payment-info',
] as const;
export type PublicCityPage = (typeof PUBLIC_CITY_PAGES)[number];
export const LEGAL_PAGES = ['legal-info', 'privacy-policy', 'user-agreement'] as const;

/** The visitor's own pages under /{city} (rendered in the browser): the router's other city routes. */
export type PrivateCityPage = 'cart' | 'profile' | 'payment' | 'tracking' | 'back-to-home';

export type PageKind =
  | { kind: 'root' }
  | { kind: 'legal'; page: (typeof LEGAL_PAGES)[number] }
  | { kind: 'city'; alias: string; page: PublicCityPage }
  | { kind: 'private'; alias: string; page: PrivateCityPage }
  /** A path under a city that no route knows: the not-found page inside the city's layout, 404. */
  | { kind: 'missing'; alias: string }
  | { kind: 'other' };

/** The private routes of routes/router.tsx, by their path under /{city}. */
function privateCityPage(path: readonly string[]): PrivateCityPage | null {
  const [first, second, third, ...rest] = path;
  if (rest.length > 0) return null;
  if (path.length === 1 && (first === 'cart' || first === 'profile' || first === 'back-to-home'))
    return first;
  if (first !== 'order' || !second || !third) return null;
  if (second === 'payment') return 'payment';
  return third === 'tracking' ? 'tracking' : null;
}

export function pageKind(pathname: string): PageKind {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'root' };
  const [first = '', second = '', ...rest] = parts;
  if (parts.length === 1 && (LEGAL_PAGES as readonly string[]).includes(first)) {
    return { kind: 'legal', page: first as (typeof LEGAL_PAGES)[number] };
  }
  if (!CITY_ALIAS.test(first)) return { kind: 'other' };
  if (rest.length === 0 && (PUBLIC_CITY_PAGES as readonly string[]).includes(second)) {
    return { kind: 'city', alias: first, page: second as PublicCityPage };
  }
  const page = privateCityPage(parts.slice(1));
  return page ? { kind: 'private', alias: first, page } : { kind: 'missing', alias: first };
}

export interface PagePlan {
  kind: PageKind;
  status: number;
  /** Where to send the visitor instead (the site root with a remembered city). */
  redirect?: string;
  city: City | null;
  /** The brand's name (settings), for titles and JSON-LD. */
  brandName: string | null;
  /** What the page's remote modules add to its head (structured data, preview image). */
  headData(page: Omit<HeadContext, keyof PrefetchContext>): Promise<HeadData[]>;
  /** Remote modules the page renders: [remote, exposed module]. */
  remotes: [RemoteId, string][];
  /** Those loaded from their node builds, by `remote/module` (the others render in the browser). */
  loaded: Map<string, ExposedModule>;
  /** Of those, the ones the browser hydrates when the visitor needs them (app/on-demand.ts). */
  onDemand: [RemoteId, string][];
  /** The visitor came with a session cookie. */
  session: boolean;
  /**
   * The signed-in customer of that session (null for a guest, or when the API did not say in time):
   * the header, the cart and the favourites render as theirs on the server and in the browser's first render.
   */
  user: SessionUser | null;
  location: LocationState;
  routerLocation: string;
  /**
   * Every call of the first screen answered within the budget and every remote it renders loaded:
   * the page is what any visitor of the same context would get (the render cache may keep it).
   */
  complete: boolean;
  mobile(userAgent: string | undefined): boolean;
  /** Puts the page-wide stores in this page's state (inside the serialised render). */
  applyStores(state: SsrState): void;
}

/** An exposed module of a remote's node build: its component (default export) and what it declares beside it. */
export type ExposedModule = Record<string, unknown> & { default?: unknown };

export type LoadRemote = (remote: RemoteId, module: string) => Promise<ExposedModule | undefined>;

interface PlanInput {
  url: URL;
  cookie: string;
  language: string;
  queryClient: QueryClient;
  budgetMs: number;
  /** The layout rendered: a phone's home has no side cart (routes/remote-routes.tsx). */
  mobile: boolean;
  loadRemote: LoadRemote;
}

/**
 * The remote modules a page renders (routes/remote-routes.tsx), and of those the ones the browser
 * hydrates when the visitor needs them (app/on-demand.ts).
 */
export function pageRemotes(
  kind: PageKind,
  mobile: boolean,
): { remotes: [RemoteId, string][]; onDemand: [RemoteId, string][] } {
  const remotes: [RemoteId, string][] = [];
  const onDemand: [RemoteId, string][] = [];
  if (kind.kind === 'city') {
    if (kind.page === '') remotes.push(['mf-menu', 'HomePage']);
    // The side cart: the session's cart, or the empty cart of a visitor without a session. The browser
    // hydrates it on demand (routes/side-cart-slot.tsx), so the first screen does not load mf-cart.
    // Desktop only: a phone's home has none (and a phone that loaded mf-cart's 22 kB it never shows
    // took about 2 s longer on the mobile profile).
    if (kind.page === '' && !mobile) {
      remotes.push(['mf-cart', 'SideCart']);
      onDemand.push(['mf-cart', 'SideCart']);
    }
    if (kind.page === 'promotions') remotes.push(['mf-menu', 'PromotionsPage']);
  }
  return { remotes, onDemand };
}

export async function planPage({
  url,
  cookie,
  language,
  queryClient,
  budgetMs,
  mobile,
  loadRemote,
}: PlanInput): Promise<PagePlan> {
  const kind = pageKind(url.pathname);
  const alias =
    kind.kind === 'city' || kind.kind === 'private' || kind.kind === 'missing' ? kind.alias : null;
  const deadline = Date.now() + budgetMs;
  let late = false;
  const within = <T>(work: Promise<T>) =>
    raceDeadline(work, deadline, () => {
      late = true;
    });

  let status = kind.kind === 'other' || kind.kind === 'missing' ? 404 : 200;
  let redirect: string | undefined;
  let city: City | null = null;
  let location: LocationState = { ...initialLocationState };

  const hasSession = Boolean(parseCookie(cookie, SESSION_COOKIE));
  // Who the session is, asked while the city loads: a guest's page needs no call.
  const signedIn = hasSession
    ? within(userApi.checkSession({ silent: true }).catch(() => undefined))
    : Promise.resolve(undefined);
  // The page's remote modules load while the shell's own calls run.
  const planned = pageRemotes(kind, mobile);
  const loaded = new Map<string, ExposedModule>();
  const loading = within(
    Promise.all(
      planned.remotes.map(async ([remote, module]) => {
        const exposed = await loadRemote(remote, module).catch(() => undefined);
        if (exposed) loaded.set(`${remote}/${module}`, exposed);
      }),
    ),
  );
  const settings = within(queryClient.prefetchQuery(settingsQueryOptions()));
  // The city list: the site root lists it, and the about page counts its cities and countries (a
  // count filled in after hydration would push the rest of the page down).
  const cities =
    kind.kind === 'root' || (kind.kind === 'city' && kind.page === 'about')
      ? within(queryClient.prefetchQuery(citiesQueryOptions()))
      : undefined;
  if (kind.kind === 'root') {
    const remembered = parseCookie(cookie, 'city_alias');
    if (remembered && CITY_ALIAS.test(remembered)) redirect = `/${remembered}`;
  }
  if (alias) {
    await within(queryClient.prefetchQuery(cityQueryOptions(alias)));
    const cityState = queryClient.getQueryState(cityQueryOptions(alias).queryKey);
    city = (cityState?.data as City | undefined) ?? null;
    if (cityState?.error instanceof ApiError && cityState.error.status === 404) status = 404;
  }

  const session = await signedIn;
  const user: SessionUser | null = session?.authorized ? sessionUser(session.user) : null;

  let prefetchContext: PrefetchContext | null = null;
  if (city) {
    // Without a remembered choice, the session's cart context (as location-memory.ts restores it).
    const remembered = parseLocationCookie(parseCookie(cookie, LOCATION_COOKIE));
    const sessionCart =
      hasSession && remembered?.cityId !== city.id
        ? await within(cartApi.get({}, { silent: true }).catch(() => undefined))
        : undefined;
    location = locationFor(city, cookie, sessionCart?.context ?? null);
    const context = contextOf(location);
    if (sessionCart && context && sameSessionContext(sessionCart.context, context)) {
      queryClient.setQueryData(cartQueryOptions(context).queryKey, sessionCart);
    }
    const calls: Promise<unknown>[] = [];
    // What each remote module of the page declares it needs, asked as soon as it has loaded.
    prefetchContext = { city, context, language, session: hasSession, user, mobile };
    const asked = prefetchContext;
    calls.push(
      loading.then(() =>
        Promise.all(
          [...loaded.values()].map((exposed) =>
            typeof exposed.prefetch === 'function'
              ? (exposed.prefetch as Prefetch)(queryClient, asked).catch(() => undefined)
              : undefined,
          ),
        ),
      ),
    );
    // The shops: their pages, and the header's name of a chosen takeaway shop.
    const takeaway = location.orderType === 'takeaway' && location.shopId !== null;
    if (takeaway || (kind.kind === 'city' && (kind.page === 'shops' || kind.page === 'delivery'))) {
      calls.push(queryClient.prefetchQuery(shopsQueryOptions(city.id)));
    }
    // The session's cart (its count is in the header) when there is a session.
    if (hasSession) calls.push(queryClient.prefetchQuery(cartQueryOptions(context)));
    await within(Promise.all(calls));
  }
  await loading;
  await settings;
  await cities;
  // Calls still running past the budget are left to the browser: pending queries are not dehydrated.
  await queryClient.cancelQueries();
  const answered = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

  // An unknown city shows none of its remotes.
  const { remotes, onDemand } = city ? planned : { remotes: [], onDemand: [] };
  const headOf = prefetchContext;

  return {
    kind,
    status,
    redirect,
    city,
    brandName: queryClient.getQueryData(settingsQueryOptions().queryKey)?.brand.name ?? null,
    async headData(page) {
      if (!headOf) return [];
      const parts = await Promise.all(
        remotes.map(([remote, module]) => {
          const declared = loaded.get(`${remote}/${module}`)?.headData;
          return typeof declared === 'function'
            ? (declared as HeadDataOf)(queryClient, { ...headOf, ...page }).catch(() => null)
            : null;
        }),
      );
      return parts.filter((part): part is HeadData => part !== null);
    },
    remotes,
    loaded,
    onDemand,
    session: hasSession,
    user,
    location,
    routerLocation: `${url.pathname}${url.search}`,
    complete: !late && answered,
    mobile: isMobileAgent,
    applyStores(state) {
      resetStores();
      locationStore.setState(state.location);
      sessionStore.setState({ user: state.user ?? null });
      setSiteHost(state.site ?? null);
      setRenderedLayout(state.mobile);
      setRenderedAt(state.renderedAt ?? null);
      setOnDemandBlocks(state);
    },
  };
}

/** What the page keeps of the customer (as the browser's session check keeps it, account/session-bootstrap.ts). */
export function sessionUser(user: Pick<SessionUser, 'id' | 'phone' | 'name'>): SessionUser {
  return { id: user.id, phone: user.phone, name: user.name };
}

/** The visitor's order type, shop and zone for this city (location cookie), as the browser restores them. */
export function locationFor(
  city: City,
  cookie: string,
  session: Cart['context'] | null = null,
): LocationState {
  const store = createLocationStore();
  store.getState().setCity(city);
  const remembered = parseLocationCookie(parseCookie(cookie, LOCATION_COOKIE));
  if (remembered && remembered.cityId === city.id) {
    const { cityId: _city, ...choice } = remembered;
    store.getState().hydrate(choice);
  } else if (session && session.city_id === city.id && session.order_type) {
    const address = session.order_type === 'delivery' ? session.delivery_address : null;
    store.getState().hydrate({
      orderType: session.order_type,
      shopId: session.shop_id,
      deliveryZoneId: session.delivery_zone_id,
      ...(address
        ? {
            deliveryAddress: {
              id: null,
              address: address.address,
              full_address: address.full_address,
              room: address.room,
              coordinates: address.coordinates,
            },
          }
        : {}),
    });
  } else {
    store.getState().hydrate({});
  }
  const { city: _c, ...rest } = store.getState();
  return {
    city,
    cityAlias: rest.cityAlias,
    orderType: rest.orderType,
    shopId: rest.shopId,
    deliveryAddress: rest.deliveryAddress,
    deliveryZoneId: rest.deliveryZoneId,
    ready: rest.ready,
  };
}

function sameSessionContext(session: Cart['context'], context: LocationContextInput): boolean {
  return (
    session?.city_id === context.city_id &&
    session.order_type === context.order_type &&
    (context.order_type !== 'takeaway' || session.shop_id === context.shop_id) &&
    (context.order_type !== 'delivery' || session.delivery_zone_id === context.delivery_zone_id)
  );
}

export function contextOf(state: LocationState): LocationContextInput | null {
  if (!state.city || !state.ready) return null;
  return {
    city_id: state.city.id,
    order_type: state.orderType,
    shop_id: state.orderType === 'takeaway' ? state.shopId : null,
    delivery_zone_id: state.orderType === 'delivery' ? state.deliveryZoneId : null,
  };
}

/** The layout the server renders for a browser (phone or not), from its User-Agent. */
export function isMobileAgent(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '');
}

function raceDeadline<T>(work: Promise<T>, deadline: number, onLate: () => void): Promise<T | undefined> {
  let cancel = () => {};
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => {
      const timer = setTimeout(
        () => {
          onLate();
          resolve(undefined);
        },
        Math.max(0, deadline - Date.now()),
      );
      cancel = () => clearTimeout(timer);
    }),
  ]).finally(() => cancel());
}
