// Cold-load measurements of one storefront page in Debian's Chromium (Playwright + CDP), shared by
// `npm run bench` (timings, medians of several runs) and the first-load budget of `npm test` (bytes and
// request-chain depth only, which do not depend on how busy the machine is).
//
// One run = a fresh browser context (empty cache; only the cookies of visitorCookies()), network and CPU
// throttled through CDP, the page loaded until the menu is visible and the network has been quiet for a
// second.
//
// Figures of a run:
//   jsTransferred  bytes of JavaScript on the wire (encoded, with headers) as Chromium reports them; the
//                  request carries `Accept-Encoding: gzip`, so these are the gzip figures the budget means
//   jsRaw          the same scripts decoded
//   requests       requests the page made (memory-cache hits and data: URLs left out)
//   chain          longest dependent request chain before the menu is visible: the document is 1, and a
//                  request is one deeper than the deepest request that had finished when it was issued
//                  (issue time, not start time, so waiting for a free HTTP/1.1 connection does not count).
//                  Only requests that finished before the menu became visible are in the chain, so
//                  `document → scripts and data in parallel → images` is 3.
//   fcp, lcp, cls, tbt, menuVisible   ms (cls unitless); tbt is long-task time over 50 ms after FCP
//
// measureFirstAdd() is a run of its own: time to first add, from navigation start until the cart
// reflects the first product added from the menu (see there).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Throughputs in bytes per second; latency is the round trip CDP adds to every request, in ms. */
export const PROFILES = {
  // Lighthouse's desktop preset: 40 ms, 10 Mbit/s, no CPU slowdown.
  desktop: {
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    cpu: 1,
    network: { latency: 40, downloadThroughput: (10_240 * 1024) / 8, uploadThroughput: (10_240 * 1024) / 8 },
  },
  // Lighthouse's mobile preset (a mid-range phone on slow 4G): 4× CPU, 562.5 ms, 1.47 Mbit/s down.
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    cpu: 4,
    network: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
  },
};

/**
 * The budget's profiles: the two viewports with a long round trip and no bandwidth or CPU limit, so the
 * chain depth is a count of round trips that a busy machine's CPU cannot blur.
 */
export const BUDGET_PROFILES = {
  desktop: {
    ...PROFILES.desktop,
    cpu: 1,
    network: { latency: 1000, downloadThroughput: -1, uploadThroughput: -1 },
  },
  mobile: {
    ...PROFILES.mobile,
    cpu: 1,
    network: { latency: 1000, downloadThroughput: -1, uploadThroughput: -1 },
  },
};

/** Playwright from the e2e workspace, on Debian's Chromium (scripts/lib/chromium.mjs says which). */
export async function launchChromium({ headlessShell = false } = {}) {
  const require = createRequire(join(root, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: chromiumExecutable({ headlessShell }), args: CHROMIUM_ARGS });
}

/** Runs in the page before any of its scripts: paint, layout-shift and long-task observers, menu probe. */
function pageProbe() {
  const perf = { lcp: 0, lcpElement: '', cls: 0, longTasks: [], menuVisible: null };
  window.__storefrontPerf = perf;
  const describe = (element) => {
    if (!element) return '';
    const tag = element.tagName.toLowerCase();
    const id = element.closest('[data-testid]')?.getAttribute('data-testid');
    const src = element.currentSrc ? ` ${new URL(element.currentSrc).pathname}` : '';
    return `${tag}${id ? ` in [${id}]` : ''}${src}`;
  };
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({
        type,
        buffered: true,
      });
    } catch {
      // an entry type this browser lacks
    }
  };
  observe('largest-contentful-paint', (entry) => {
    perf.lcp = entry.startTime;
    perf.lcpElement = describe(entry.element);
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) perf.cls += entry.value;
  });
  observe('longtask', (entry) => perf.longTasks.push([entry.startTime, entry.duration]));
  // The menu is visible when its first product card has a box and the images of it that are on screen
  // have loaded.
  const check = () => {
    const card = document.querySelector('[data-testid^="product-card-"]');
    if (card && card.getBoundingClientRect().height > 0) {
      const pending = [...card.querySelectorAll('img')].some((img) => {
        const box = img.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return onScreen && !(img.complete && img.naturalWidth > 0);
      });
      if (!pending) {
        perf.menuVisible = performance.now();
        perf.menuVisibleEpoch = performance.timeOrigin + performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Cookies of a visitor who has accepted the cookie notice and seen the city's marketing banners, as the
 * e2e journeys set them: both open on timers (2 s, the banner's delay), so with them LCP would time a
 * timer instead of the page.
 * @param {string} origin  the shell's origin
 * @param {string} path    the page, e.g. /moscow
 */
export async function visitorCookies(origin, path) {
  const alias = path.split('/')[1] ?? '';
  const answer = await fetch(`${origin}/api/cities/${alias}`);
  const banners = answer.ok ? ((await answer.json()).city?.banners ?? []) : [];
  const now = String(Date.now());
  return [
    { name: 'cookie_accepted', value: '1', url: origin },
    ...banners.map((banner) => ({ name: `banner_${banner.id}_seen`, value: now, url: origin })),
  ];
}

/** A fresh browser context (empty cache) shaped as `profile`, with the given cookies. */
export async function profileContext(browser, profile, cookies) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    userAgent: profile.userAgent,
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/**
 * One cold load of `url`.
 * `windowMs`: the page is kept open that long after navigation starts (then until the network is
 * quiet), and the JavaScript figures count every script requested within it — what loads after the
 * first screen (a deferred check, a prefetch) included. Without it, the load ends once the menu is
 * visible and the network quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {typeof PROFILES.desktop} profile
 * `onMenuVisible`: called once the menu is visible (what the load does on the CPU is mostly done).
 * @param {{ timeoutMs?: number, quietMs?: number, cookies?: object[], windowMs?: number, onMenuVisible?: () => void }} [options]
 */
export async function measurePage(
  browser,
  url,
  profile,
  { timeoutMs = 90_000, quietMs = 1000, cookies = [], windowMs, onMenuVisible } = {},
) {
  const context = await profileContext(browser, profile, cookies);
  try {
    const page = await context.newPage();
    await page.addInitScript(pageProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    // The budget is in gzip bytes: ask for gzip (Chromium would take brotli, about a fifth smaller).
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

    /** @type {Map<string, any>} */
    const requests = new Map();
    let lastActivity = Date.now();
    let clockOffset = null; // epoch seconds minus CDP monotonic seconds
    const touch = () => {
      lastActivity = Date.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      touch();
      if (clockOffset === null) clockOffset = event.wallTime - event.timestamp;
      if (event.redirectResponse) return; // the same id continues with the new URL
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        issued: event.timestamp,
        end: null,
        encoded: 0,
        decoded: 0,
        cached: false,
        failed: false,
        mime: '',
        initiators: initiatorUrls(event.initiator),
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      touch();
      const request = requests.get(event.requestId);
      if (!request) return;
      request.mime = event.response.mimeType ?? '';
      request.status = event.response.status;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.cached = true;
    });
    cdp.on('Network.dataReceived', (event) => {
      touch();
      const request = requests.get(event.requestId);
      if (request) request.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      touch();
      const request = requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.encoded = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      touch();
      const request = requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.failed = true;
    });

    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => window.__storefrontPerf?.menuVisible != null, null, {
      timeout: timeoutMs,
      polling: 100,
    });
    onMenuVisible?.();
    // Settle: nothing on the network for quietMs (late LCP candidates, layout shifts and long tasks land).
    const inFlight = () => [...requests.values()].filter((r) => r.end === null && !r.url.startsWith('data:'));
    const limit = Math.max(timeoutMs, (windowMs ?? 0) + timeoutMs);
    while (Date.now() - started < limit) {
      const windowOver = windowMs === undefined || Date.now() - started >= windowMs;
      if (windowOver && inFlight().length === 0 && Date.now() - lastActivity >= quietMs) break;
      await page.waitForTimeout(100);
    }
    const probe = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...window.__storefrontPerf, fcp: paint ? paint.startTime : null, now: performance.now() };
    });
    const all = [...requests.values()];
    const navigation = Math.min(...all.map((r) => r.issued));
    const inWindow =
      windowMs === undefined ? all : all.filter((r) => (r.issued - navigation) * 1000 <= windowMs);
    return summarise(inWindow, probe, clockOffset ?? 0);
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before any of its scripts: when the cart first reflects an item — the header's
 * cart counter shows one or more, or a product card shows its counter instead of its add button.
 */
function cartProbe() {
  const probe = { reflected: null };
  window.__storefrontFirstAdd = probe;
  const check = () => {
    const counter = document.querySelector('[data-testid="header-cart-counter"]');
    const count = Number.parseInt(counter?.textContent ?? '', 10);
    if ((Number.isFinite(count) && count > 0) || document.querySelector('[data-testid^="product-count-"]')) {
      probe.reflected = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The first shop of the page's city (`/moscow` → its shops), for measureFirstAdd's visitor. */
export async function firstShopId(origin, path) {
  const alias = path.split('/')[1] ?? '';
  const city = await (await fetch(`${origin}/api/cities/${alias}`)).json();
  const shops = await (await fetch(`${origin}/api/shops?city_id=${city.city.id}`)).json();
  return shops.shops[0]?.id;
}

/**
 * Time to first add: one cold load of `url` in which a visitor (who has chosen takeaway from a shop)
 * taps the add button of the first
 * product card (in page order) whose button adds at once (not "choose", which opens the product
 * window) as soon as it is on screen, and again every `retryMs` while the tap does nothing (the page
 * is not hydrated yet; a button that is busy or gone stops the taps, and a busy button swallows taps).
 * Answers ms from navigation start until the cart reflects the product (cartProbe), or null.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {typeof PROFILES.desktop} profile
 * @param {{ timeoutMs?: number, retryMs?: number, cookies?: object[], shopId?: number }} [options]
 */
export async function measureFirstAdd(
  browser,
  url,
  profile,
  { timeoutMs = 90_000, retryMs = 250, cookies = [], shopId } = {},
) {
  const context = await profileContext(browser, profile, cookies);
  try {
    // A visitor who has chosen where to order (takeaway from the city's first shop, as the e2e
    // journeys do): without it the first add opens the order-types window instead (spec §2).
    if (shopId !== undefined) {
      const answer = await context.request.post(new URL('/api/shops/set', url).href, {
        data: { shop_id: shopId },
      });
      if (!answer.ok()) throw new Error(`/api/shops/set answered ${answer.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(cartProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // The first card's add button that adds at once: its label names the product without "choose"
    // (the card writes card.addNamed or card.chooseNamed); the card's own `data-has-options` would be
    // better, but the label is what a visitor sees.
    const addButtons = page.locator('[data-testid^="product-add-"]');
    await addButtons.first().waitFor({ state: 'attached', timeout: timeoutMs });
    const plain = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('[data-testid^="product-add-"]')];
      // A product with options is "Выбрать …"/"Choose …"; the first card that is not is ours.
      const adds = buttons.filter(
        (button) => !/^(Выбрать|Choose)\s/i.test(button.getAttribute('aria-label') ?? ''),
      );
      return (adds[0] ?? buttons[0])?.getAttribute('data-testid') ?? null;
    });
    if (!plain) return null;
    const button = page.getByTestId(plain).first();
    const reflected = () => page.evaluate(() => window.__storefrontFirstAdd?.reflected ?? null);
    while (Date.now() - started < timeoutMs) {
      if ((await reflected()) !== null) break;
      const state = await button
        .evaluate((element) => (element.getAttribute('aria-busy') === 'true' ? 'busy' : 'ready'))
        .catch(() => 'gone');
      if (state === 'ready') await button.click({ timeout: timeoutMs, noWaitAfter: true }).catch(() => {});
      await page.waitForTimeout(retryMs);
    }
    return await reflected();
  } finally {
    await context.close();
  }
}

/** Script URLs of a request's initiator (the parser's document, or every frame of the async stack). */
function initiatorUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
  }
  return [...urls];
}

function isJs(request) {
  return request.type === 'Script' || /javascript|ecmascript/.test(request.mime);
}

function summarise(all, probe, clockOffset) {
  const counted = all.filter((r) => !r.url.startsWith('data:') && !r.cached && r.end !== null);
  const js = counted.filter(isJs);
  const menuVisibleAt = probe.menuVisibleEpoch / 1000 - clockOffset; // CDP monotonic seconds

  // Longest dependent chain among the requests that finished before the menu was visible.
  const critical = counted
    .filter((r) => !r.failed && r.end <= menuVisibleAt && !r.url.endsWith('/favicon.svg'))
    .sort((a, b) => a.issued - b.issued);
  for (const request of critical) {
    const finished = critical.filter((other) => other !== request && other.end <= request.issued);
    const depth = Math.max(0, ...finished.map((other) => other.depth));
    // For the printed path only: of the deepest finished requests, the initiator if it is one of them,
    // else a script or data request, else the last to finish.
    const rank = (other) =>
      (request.initiators.includes(other.url) ? 2 : 0) +
      (/Script|Fetch|XHR|Document/.test(other.type) ? 1 : 0);
    request.parent =
      finished
        .filter((other) => other.depth === depth)
        .sort((a, b) => rank(b) - rank(a) || b.end - a.end)[0] ?? null;
    request.depth = depth + 1;
  }
  const deepest = critical.reduce((best, r) => (!best || r.depth > best.depth ? r : best), null);
  const chainPath = [];
  for (let r = deepest; r; r = r.parent) chainPath.unshift(shortUrl(r.url));

  const fcp = probe.fcp ?? 0;
  const tbt = probe.longTasks.reduce((sum, [start, duration]) => {
    const end = start + duration;
    const from = Math.max(start, fcp);
    return end > from ? sum + Math.max(0, end - from - 50) : sum;
  }, 0);

  return {
    jsTransferred: js.reduce((sum, r) => sum + r.encoded, 0),
    jsRaw: js.reduce((sum, r) => sum + r.decoded, 0),
    jsRequests: js.length,
    requests: counted.length,
    chain: deepest?.depth ?? 0,
    chainPath,
    fcp,
    lcp: probe.lcp,
    lcpElement: probe.lcpElement,
    cls: probe.cls,
    tbt,
    menuVisible: probe.menuVisible,
    scripts: js.map((r) => ({ url: shortUrl(r.url), href: r.url, transferred: r.encoded, raw: r.decoded })),
    critical: critical.map((r) => ({
      url: shortUrl(r.url),
      depth: r.depth,
      issued: Math.round((r.issued - critical[0].issued) * 1000),
      end: Math.round((r.end - critical[0].issued) * 1000),
    })),
  };
}

function shortUrl(url) {
  try {
    const parsed = new URL(url);
    return `:${parsed.port}${parsed.pathname}`;
  } catch {
    return url;
  }
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
