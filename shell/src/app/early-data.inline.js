// Inlined at the top of the shell's HTML (rsbuild-app.ts), before any stylesheet or script: on a city's
// home page it starts the API calls of the first screen while the scripts download, instead of after
// they have run (document → scripts and data in parallel): the city and the settings with
// the document; once the city is known, the session cart (as the shell would) and the menu. The
// shell's API client takes each answer once (early-data.ts) when it asks for exactly the same call;
// anything else goes to the network as before. Plain ES2020 without imports: it runs as it is written. It needs the `{ apiBase, brand }`
// the shell's server writes into the page (window.__STOREFRONT_BOOT__); without them it does nothing.
(() => {
  const boot = window.__STOREFRONT_BOOT__;
  const match = /^\/([a-z0-9-]{1,64})\/?$/.exec(location.pathname);
  // The shell's own top-level pages are not cities (routes/router.tsx).
  const notCities = ['legal-info', 'privacy-policy', 'user-agreement'];
  // A server-rendered page carries its data (scripts/lib/ssr): nothing to start early.
  if (!boot || window.__STOREFRONT_SSR__ || !window.fetch || !match || notCities.indexOf(match[1]) >= 0)
    return;
  const base = String(boot.apiBase).replace(/\/+$/, '');
  // The interface's language as the shell starts it (language cookie, else Russian): content comes in it.
  const languages = ['ru', 'en', 'tr', 'uz', 'de', 'uk'];
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  const language = cookie && languages.indexOf(cookie[1]) >= 0 ? cookie[1] : 'ru';
  const early = {};
  window.__STOREFRONT_EARLY__ = early;

  // Same URL, method, headers, body and credentials as shared/api's apiRequest.
  function call(method, path, body) {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json', 'x-brand': boot.brand, 'accept-language': language };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const url = base + path;
    const answer = fetch(url, { method: method, headers: headers, body: json, credentials: 'include' });
    early[[method, url, boot.brand, json === undefined ? '' : json].join(' ')] = answer;
    return answer.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
  }

  const city = call('GET', `/cities/${encodeURIComponent(match[1])}`);
  call('GET', '/settings');

  city.then((answer) => {
    const found = answer?.city;
    if (!found) return; // not a city: the shell shows its 404 page and asks for nothing else

    // The home's first promotion banners (mf-menu promo-banners.tsx: images.big, the first three
    // eager) are the largest picture of the first screen: fetched now, not after the menu rendered.
    for (const promotion of found.promotions?.slice(0, 3) ?? []) {
      if (typeof promotion?.images?.big !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = promotion.images.big;
      document.head.append(link);
    }

    // The location the shell restores (location/location-memory.ts): this device's memory of the
    // city; without one it asks the session's cart (PUT /cart {}), whose context is the defaults on a
    // first visit. The menu is asked for with the memory or the defaults at once; a session that
    // remembers another choice makes the shell ask again for its own.
    let memory = null;
    try {
      memory = JSON.parse(localStorage.getItem('storefront:location') || 'null');
    } catch (_error) {
      memory = null;
    }
    // What hydrate() keeps when nothing is restored: the initial shop and zone.
    let choice = { shopId: null, deliveryZoneId: null };
    if (memory && memory.cityId === found.id) choice = memory;
    else call('PUT', '/cart', {});
    // An order type the city does not offer turns into the other one (stores/location-store.ts).
    let orderType = choice.orderType || 'delivery';
    const other = orderType === 'delivery' ? 'takeaway' : 'delivery';
    if (!found.order_types[orderType] && found.order_types[other]) orderType = other;
    // The body of POST /products, keys in useLocationContext's order.
    call('POST', '/products', {
      city_id: found.id,
      order_type: orderType,
      shop_id: orderType === 'takeaway' ? choice.shopId : null,
      delivery_zone_id: orderType === 'delivery' ? choice.deliveryZoneId : null,
    });
  });
})();
