// Inlined at the top of the shell's HTML (rsbuild-app.ts), before any stylesheet or script: on a city's
// home page it starts the API calls of the first screen while the scripts download, instead of after
// they have run (issue 11: document → scripts and data in parallel). The shell's API client takes each
// answer once (early-data.ts) when it asks for exactly the same call; anything else goes to the network
// as before. Plain ES2020 without imports: it runs as it is written. It needs the `{ apiBase, brand }`
// the shell's server writes into the page (window.__STOREFRONT_BOOT__); without them it does nothing.
(() => {
  const boot = window.__STOREFRONT_BOOT__;
  const match = /^\/([a-z0-9-]{1,64})\/?$/.exec(location.pathname);
  // The shell's own top-level pages are not cities (routes/router.tsx).
  const notCities = ['legal-info', 'privacy-policy', 'user-agreement'];
  if (!boot || !window.fetch || !match || notCities.indexOf(match[1]) >= 0) return;
  const base = String(boot.apiBase).replace(/\/+$/, '');
  const early = {};
  window.__STOREFRONT_EARLY__ = early;

  // Same URL, method, headers, body and credentials as shared/api's apiRequest.
  function call(method, path, body) {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json', 'x-brand': boot.brand };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const url = base + path;
    const answer = fetch(url, { method: method, headers: headers, body: json, credentials: 'include' });
    early[[method, url, boot.brand, json === undefined ? '' : json].join(' ')] = answer;
    return answer.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
  }

  // The location the shell restores (location/location-memory.ts): this device's memory of the city,
  // else the session's cart context, else the defaults (delivery, no zone).
  let memory = null;
  try {
    memory = JSON.parse(localStorage.getItem('storefront:location') || 'null');
  } catch (_error) {
    memory = null;
  }
  const city = call('GET', `/cities/${encodeURIComponent(match[1])}`);
  call('GET', '/settings');
  const session = memory ? Promise.resolve(null) : call('PUT', '/cart', {});

  Promise.all([city, session]).then((answers) => {
    const found = answers[0]?.city;
    if (!found) return;
    // What hydrate() keeps when nothing is restored: the initial shop and zone.
    let choice = { shopId: null, deliveryZoneId: null };
    if (memory && memory.cityId === found.id) {
      choice = memory;
    } else if (memory) {
      return; // another city's memory: the shell asks the session first, then the menu
    } else {
      const context = answers[1]?.cart?.context;
      if (context && context.city_id === found.id && context.order_type) {
        choice = {
          orderType: context.order_type,
          shopId: context.shop_id,
          deliveryZoneId: context.delivery_zone_id,
        };
      }
    }
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
