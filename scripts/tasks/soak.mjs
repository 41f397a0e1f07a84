// The soak (docs/operations.md, "Soak"): Debian's PostgreSQL with a fresh database, two API instances,
// the sandbox acquirer and two shell servers behind HAProxy (Debian's), all on 127.0.0.1; N simulated
// customers browse the pages → cart → sign in → order → pay over HTTP through the load balancer for a
// bounded time; one API instance and then one shell server are killed with SIGKILL mid-run and started
// again; then the reconciliation is read from the database, pg-boss's tables, the acquirer's ledger and
// the balancer's counters, and printed. Exits 1 when a client saw a 5xx, an acknowledged order is
// missing, an order was stored twice, an order was charged twice or one period's job ran twice.
//   npm run soak -- [--customers 20] [--minutes 5] [--port-base 7000] [--no-restart] [--keep-db]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { ensurePostgres } from '../lib/postgres.mjs';
import { assertPortFree, startProcess, stopAll, waitForHttp } from '../lib/processes.mjs';
import { runtimeConfig, topology } from '../lib/topology.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = '127.0.0.1';
// A brand whose customers sign in (spec §5).
const BRAND = 'pizza';
// The sandbox acquirer's approved test card (SANDBOX_TEST_CARDS in shared's contract: approved at once,
// no 3-D Secure); shared is TypeScript that plain Node cannot load from here.
const APPROVED_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvv: '123' };
const SBIN_PATH = [process.env.PATH, '/usr/local/sbin', '/usr/sbin', '/sbin'].join(':');

function log(message) {
  console.log(`[soak] ${message}`);
}

// ── Set-up ─────────────────────────────────────────────────────────────────────────────────────────

function ports(base) {
  return {
    balancer: base, // HAProxy: /api → the API instances, the rest → the shell servers
    // base + 1 … base + 5: the five remotes' static hosts, where topology.mjs puts them.
    shellA: base + 6,
    shellB: base + 7,
    balancerStats: base + 8, // HAProxy's own counters per server (CSV), read by the reconciliation
    apiA: base + 10,
    acquirer: base + 11,
    apiB: base + 12,
    metricsA: base + 20,
    metricsB: base + 22,
  };
}

function ensureHaproxy() {
  const has = () => spawnSync('sh', ['-c', 'command -v haproxy'], { env: { PATH: SBIN_PATH } }).status === 0;
  if (has()) return;
  log('installing HAProxy (apt-get install -y haproxy)');
  const env = { ...process.env, PATH: SBIN_PATH, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', 'haproxy'], { env, stdio: 'inherit' }).status !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'inherit' });
    if (spawnSync('apt-get', ['install', '-y', 'haproxy'], { env, stdio: 'inherit' }).status !== 0)
      throw new Error('apt-get install haproxy failed (run as root)');
  }
}

/**
 * Round robin over the two API instances, health-checked on /api/ready, and over the two shell servers,
 * checked on /config.json. A request whose connection is refused or answered with nothing (the
 * instance just died) is retried on the other instance (`retry-on` + `option redispatch`): safe for
 * the API's writes because create and pay are idempotent by key, and the retry sends the same key.
 * Each answer names the server that gave it (X-Served-By), so the pages can be counted per shell server.
 */
function haproxyConfig(p) {
  return `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A check's answer may take a while on a loaded machine; a dead instance is refused at once anyway.
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response
frontend storefront
  bind ${HOST}:${p.balancer}
  use_backend api if { path_beg /api/ }
  default_backend shell
backend api
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  server api-a ${HOST}:${p.apiA} check
  server api-b ${HOST}:${p.apiB} check
  http-response set-header X-Served-By %[srv_name]
backend shell
  balance roundrobin
  option httpchk GET /config.json
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  http-response set-header X-Served-By %[srv_name]
  server shell-a ${HOST}:${p.shellA} check
  server shell-b ${HOST}:${p.shellB} check
listen stats
  bind ${HOST}:${p.balancerStats}
  stats enable
  stats uri /stats
`;
}

function psqlRun(url, sql) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-tA', '-F', '\t', '-c', sql], {
    encoding: 'utf8',
    env: { ...process.env, PATH: SBIN_PATH },
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

function loadavg() {
  return readFileSync('/proc/loadavg', 'utf8').trim();
}

// ── The simulated customer ─────────────────────────────────────────────────────────────────────────

class Stats {
  statuses = new Map();
  latencies = [];
  fiveXx = [];
  /** The first answer of each kind that is not a 2xx, to say what it was. */
  samples = new Map();
  count(label, status, ms, text = '') {
    const key = `${label} ${status}`;
    if (!(typeof status === 'number' && status < 300) && !this.samples.has(key))
      this.samples.set(key, text.slice(0, 200));
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (typeof status === 'number') this.latencies.push(ms);
    if (typeof status === 'number' && status >= 500) this.fiveXx.push(key);
  }
  /** Page views by the shell server that answered (X-Served-By), status and how the page was rendered. */
  pages = new Map();
  page(server, status, render) {
    const key = `${server}\t${status}\t${render}`;
    this.pages.set(key, (this.pages.get(key) ?? 0) + 1);
  }
}

/**
 * How a shell server answered a page, from its X-Render header: `server` (the whole page rendered on
 * the server), `server, browser: mf-menu` (a remote's block left to the browser), `browser` (no
 * header: the page the browser renders alone, the server's fallback when its render failed), plus
 * `(cached)` when the render cache answered.
 */
function renderKind(headers) {
  const render = headers.get('x-render');
  const cached = headers.get('x-render-cache') === 'hit' ? ' (cached)' : '';
  if (!render) return 'browser';
  const browser = /browser=([^;]+)/.exec(render)?.[1];
  return `${browser ? `server, browser: ${browser}` : 'server'}${cached}`;
}

// A customer reads between clicks: 100–400 ms between requests, so 20 customers are 20 people, not
// 20 benchmark loops.
const think = () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));

function client(origin, stats) {
  let cookie = '';
  return async (label, method, path, body, headers = {}) => {
    await think();
    const started = performance.now();
    let response;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-brand': BRAND,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      stats.count(label, `network:${error.cause?.code ?? error.name}`, 0, String(error.cause ?? error));
      if (label.startsWith('page ')) stats.page('(none)', `network:${error.cause?.code ?? error.name}`, '-');
      return { status: 0, json: null, text: String(error) };
    }
    if (label.startsWith('page '))
      stats.page(
        response.headers.get('x-served-by') ?? '(none)',
        response.status,
        renderKind(response.headers),
      );
    const set = response.headers.getSetCookie().find((value) => value.startsWith('session_key='));
    if (set) cookie = set.split(';')[0];
    const text = await response.text();
    stats.count(label, response.status, performance.now() - started, text);
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // an HTML page
    }
    return { status: response.status, json, text };
  };
}

/** Same key until an answer that is not a network error, a 5xx or a 409 (the first still running). */
async function withRetries(call, until) {
  let answer;
  for (let attempt = 0; attempt < 20; attempt++) {
    answer = await call();
    if (answer.status !== 0 && answer.status < 500 && answer.status !== 409) return answer;
    if (Date.now() > until + 30_000) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
  }
  return answer;
}

async function customerJourney(ctx, index, iteration) {
  const { origin, stats, ledger, apiOrigins, acquirerOrigin, until } = ctx;
  const call = client(origin, stats);
  // Page views go to the shell servers (rendered there, with the API called through the balancer);
  // the rest is what the pages' scripts ask the API.
  if (iteration % 5 === 0) await call('page /', 'GET', '/');
  await call('page /moscow', 'GET', '/moscow');
  const city = (await call('city', 'GET', '/api/cities/moscow')).json?.city;
  if (!city) return;
  const shops = (await call('shops', 'GET', `/api/shops?city_id=${city.id}`)).json?.shops ?? [];
  const open = shops.filter((shop) => shop.type !== 'stop');
  const shop = open[(index + iteration) % Math.max(open.length, 1)];
  if (!shop) return;
  const context = { city_id: city.id, order_type: 'takeaway', shop_id: shop.id };
  const menu = (await call('menu', 'POST', '/api/products', context)).json;
  const products = (menu?.product_groups ?? []).flatMap((group) => group.products);
  const product = products[(index * 7 + iteration) % Math.max(products.length, 1)];
  if (!product) return;
  const added = await call('cart add', 'PUT', '/api/cart/add', {
    ...context,
    product_key: String(product.id),
    count: 1 + (iteration % 2),
  });
  if (added.status !== 200) return;
  await call('page /moscow/cart', 'GET', '/moscow/cart');

  // Sign in with a phone of this run; the code is read from the dev route of the instance that sent
  // it (each instance's sandbox keeps its last codes in memory), so both are asked directly.
  const phone = `79${ctx.phonePrefix}${String(ctx.nextPhone++).padStart(5, '0')}`;
  const login = await call('login', 'POST', '/api/user/login', {
    city_id: city.id,
    phone,
    name: `Soak ${index}`,
    notify_channel: 'sms',
  });
  if (login.status !== 200) return;
  let code = null;
  for (const apiOrigin of apiOrigins) {
    const answer = await fetch(`${apiOrigin}/api/dev/last-code?phone=${phone}`, {
      headers: { 'x-brand': BRAND },
    }).catch(() => null);
    if (answer?.ok) code = (await answer.json()).code;
    if (code) break;
  }
  if (!code) {
    ledger.codesLost++;
    return;
  }
  const checked = await call('check code', 'POST', '/api/user/check-verification-code', { code });
  if (checked.status !== 200) return;

  let interval = null;
  // Twenty customers fill the next days' places (capacity per interval) within minutes: look two
  // weeks ahead, and order nothing when every place is taken.
  for (let days = 0; days < 14; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const answer = await call('intervals', 'POST', '/api/schedule/intervals', { ...context, date });
    const free = (answer.json?.intervals ?? []).filter((slot) => !slot.disabled);
    if (free.length) {
      interval = free[(index + iteration) % Math.min(free.length, 12)].id;
      break;
    }
  }
  if (!interval) {
    ledger.noFreeInterval++;
    return;
  }
  const card = iteration % 2 === 1;
  const key = `soak-${ctx.runId}-${index}-${iteration}`;
  const order = {
    ...context,
    username: `Soak ${index}`,
    phone,
    payment_type: card ? 'card' : 'cash',
    interval_id: interval,
    order_comment: key,
  };
  ledger.attempted.add(key);
  const created = await withRetries(
    () => call('order create', 'POST', '/api/order/create', order, { 'idempotency-key': key }),
    until,
  );
  if (created.status !== 200 || !created.json?.order_id) return;
  const orderId = created.json.order_id;
  ledger.acknowledged.set(key, orderId);
  if (!card) {
    await call('page tracking', 'GET', `/moscow/order/${orderId}/tracking`);
    return;
  }

  const { number, expiry, cvv } = APPROVED_CARD;
  const widget = await fetch(`${acquirerOrigin}/cryptogram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry, cvv }),
  }).catch(() => null);
  if (!widget?.ok) return;
  const { cryptogram } = await widget.json();
  const paid = await withRetries(
    () =>
      call(
        'order pay',
        'POST',
        '/api/order/pay',
        { order_id: orderId, cryptogram },
        { 'idempotency-key': `${key}-pay` },
      ),
    until,
  );
  if (paid.status === 200 && paid.json?.reason === 'approved') ledger.approved.add(orderId);
  await call('page tracking', 'GET', `/moscow/order/${orderId}/tracking`);
}

async function customer(ctx, index) {
  for (let iteration = 0; Date.now() < ctx.until; iteration++) {
    try {
      await customerJourney(ctx, index, iteration);
    } catch (error) {
      ctx.stats.count('journey', `error:${error.message.slice(0, 60)}`, 0);
    }
  }
}

// ── Reconciliation ─────────────────────────────────────────────────────────────────────────────────

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** What the acquirer holds: one transaction per merchant reference (`pay_<payment id>`), with its state. */
async function readLedger(dir) {
  // PGlite is the acquirer's dependency: loaded from where the workspace installed it for the acquirer.
  const require = createRequire(join(root, 'acquirer', 'package.json'));
  const module = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const PGlite = module.PGlite ?? module.default.PGlite;
  const db = await PGlite.create({ dataDir: dir });
  try {
    const { rows } = await db.query('select merchant_reference, state from acquirer_transactions');
    return rows;
  } finally {
    await db.close();
  }
}

/** HAProxy's counters per server (its stats CSV): answers by class, errors, retries, state. */
async function balancerCounters(url) {
  try {
    const text = await (await fetch(url)).text();
    const [header, ...lines] = text.trim().split('\n');
    const names = header.replace(/^# /, '').split(',');
    return lines
      .map((line) => Object.fromEntries(line.split(',').map((value, at) => [names[at], value])))
      .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND' && row.pxname !== 'stats');
  } catch (error) {
    return [{ pxname: 'stats', svname: `unreadable: ${error.message}` }];
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function reconcile(dbUrl, ctx, startedAt, { balancer, charged }) {
  const like = `soak-${ctx.runId}-%`;
  const stored = psqlRun(
    dbUrl,
    `select comment, id, status, payment_type from orders where comment like '${like}' order by id`,
  );
  const byKey = new Map();
  for (const [comment, id] of stored) byKey.set(comment, [...(byKey.get(comment) ?? []), Number(id)]);
  const storedIds = new Set(stored.map(([, id]) => Number(id)));
  // Lost: the id the client was given is not stored under the key it was created with.
  const lost = [...ctx.ledger.acknowledged].filter(
    ([key, id]) => !storedIds.has(id) || !(byKey.get(key) ?? []).includes(id),
  );
  const duplicates = [...byKey].filter(([, ids]) => ids.length > 1);
  const unacknowledged = [...byKey.keys()].filter((key) => !ctx.ledger.acknowledged.has(key));

  const succeeded = psqlRun(
    dbUrl,
    `select p.order_id, count(*) from payments p join orders o on o.id = p.order_id
      where o.comment like '${like}' and p.state = 'succeeded' group by p.order_id`,
  );
  const paidIds = new Set(succeeded.map(([id]) => Number(id)));
  const doubleSucceeded = succeeded.filter(([, n]) => Number(n) > 1);
  const approvedNotPaid = [...ctx.ledger.approved].filter((id) => !paidIds.has(id));

  // What the acquirer charged, per order: its ledger's approved transactions, each under a payment's
  // reference (`pay_<payment id>`) mapped to the payment's order. Two for one order is a double charge
  // whatever the storefront's database says; one without a paid order is money taken for nothing.
  const paymentOrder = new Map(
    psqlRun(
      dbUrl,
      `select p.id, p.order_id from payments p join orders o on o.id = p.order_id where o.comment like '${like}'`,
    ).map(([id, order]) => [`pay_${id}`, Number(order)]),
  );
  const chargesByOrder = new Map();
  let chargedElsewhere = 0;
  for (const { merchant_reference: reference, state } of charged) {
    if (state !== 'approved') continue;
    const order = paymentOrder.get(reference);
    if (order === undefined) chargedElsewhere++;
    else chargesByOrder.set(order, (chargesByOrder.get(order) ?? 0) + 1);
  }
  const ledgerStates = new Map();
  for (const { state } of charged) ledgerStates.set(state, (ledgerStates.get(state) ?? 0) + 1);
  const doubleCharges = [...chargesByOrder].filter(([, n]) => n > 1);
  const chargedNotPaid = [...chargesByOrder.keys()].filter((id) => !paidIds.has(id));
  const paidNotCharged = [...paidIds].filter((id) => !chargesByOrder.has(id));
  const approvedNotCharged = [...ctx.ledger.approved].filter((id) => !chargesByOrder.has(id));
  const statuses = psqlRun(
    dbUrl,
    `select payment_type || ' ' || status, count(*) from orders where comment like '${like}' group by 1 order by 1`,
  );

  // Jobs of this run, from pg-boss's own table. A scheduled job is sent once per period by every
  // instance; the throttle keeps one row per (name, key, period slot). "Run twice" is a period whose
  // work started more than once: a second row for the same slot (the throttle failed), or a row
  // started again (retry_count > 0: its run failed, or expired when its instance died, and ran again).
  const since = startedAt.toISOString();
  const jobs = psqlRun(
    dbUrl,
    `select name,
        count(*),
        count(distinct singleton_on),
        coalesce(round(extract(epoch from max(singleton_on) - min(singleton_on))
          / nullif(count(distinct singleton_on) - 1, 0)), 0),
        count(*) filter (where state = 'completed'),
        count(*) filter (where state = 'failed'),
        count(*) filter (where retry_count > 0 and started_on is not null),
        count(*) filter (where state = 'active' and started_on < now() - interval '2 minutes'),
        count(*) filter (where state in ('created', 'retry') and start_after < now() - interval '2 minutes')
      from pgboss.job where created_on >= '${since}' group by name order by name`,
  );
  const sameSlot = psqlRun(
    dbUrl,
    `select name, singleton_on, count(*) from pgboss.job
      where created_on >= '${since}' and singleton_on is not null
      group by name, singleton_key, singleton_on having count(*) > 1`,
  );
  const restarted = psqlRun(
    dbUrl,
    `select name, state, retry_count, coalesce(left(output::text, 120), '') from pgboss.job
      where created_on >= '${since}' and retry_count > 0 and started_on is not null`,
  );
  const runTwice = sameSlot.length + restarted.length;

  // Slots: each slot's `taken` against the orders holding it, counted as the slot reconciliation
  // counts them (not canceled, a well-formed interval id).
  const slotMismatches = psqlRun(
    dbUrl,
    `with held as (
       select order_type, case when order_type = 'takeaway' then shop_id else delivery_zone_id end as scope_id,
         split_part(interval_id, '_', 1) as date, split_part(interval_id, '_', 2)::int as start_minute, count(*)::int as n
       from orders where interval_id ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{1,4}$' and status <> 'canceled'
         and (case when order_type = 'takeaway' then shop_id else delivery_zone_id end) is not null
       group by 1, 2, 3, 4)
     select coalesce(s.order_type, h.order_type), coalesce(s.scope_id, h.scope_id), coalesce(s.date, h.date),
       coalesce(s.start_minute, h.start_minute), coalesce(s.taken, 0), coalesce(h.n, 0)
     from slot_occupancy s full join held h on h.order_type = s.order_type and h.scope_id = s.scope_id
       and h.date = s.date and h.start_minute = s.start_minute
     where coalesce(s.taken, 0) <> coalesce(h.n, 0)`,
  );
  const slotCount = psqlRun(dbUrl, 'select count(*), coalesce(sum(taken), 0) from slot_occupancy')[0];

  // What the customers' page views got from each shell server.
  const pagesByServer = new Map();
  for (const [key, n] of ctx.stats.pages) {
    const [server, status, render] = key.split('\t');
    const parts = pagesByServer.get(server) ?? [];
    parts.push(`${status} ${render} ×${n}`);
    pagesByServer.set(server, parts);
  }

  const sorted = ctx.stats.latencies.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const lines = [
    '',
    '══ Soak reconciliation ══',
    `customers ${ctx.customers}, ${ctx.minutes} min, killed: ${ctx.killNote}; ${ctx.shellKillNote}`,
    `orders: attempted ${ctx.ledger.attempted.size}, acknowledged ${ctx.ledger.acknowledged.size}, stored ${stored.length}` +
      ` (stored without an acknowledgement: ${unacknowledged.length})`,
    `lost (acknowledged, not stored): ${lost.length}${lost.length ? ` ${JSON.stringify(lost.slice(0, 5))}` : ''}`,
    `duplicates (one key, several orders): ${duplicates.length}${duplicates.length ? ` ${JSON.stringify(duplicates.slice(0, 5))}` : ''}`,
    `orders by payment type and status: ${statuses.map(([k, n]) => `${k}=${n}`).join(', ')}`,
    `payments: approved to the client ${ctx.ledger.approved.size}, paid in the database ${paidIds.size}, approved but not paid ${approvedNotPaid.length}, orders with two succeeded payments ${doubleSucceeded.length}`,
    `acquirer's ledger: ${charged.length} transactions (${[...ledgerStates].map(([state, n]) => `${state} ${n}`).join(', ')}); orders charged ${chargesByOrder.size}, double charges ${doubleCharges.length}${doubleCharges.length ? ` ${JSON.stringify(doubleCharges.slice(0, 5))}` : ''}, charged but not paid ${chargedNotPaid.length}, paid but not charged ${paidNotCharged.length}, approved to the client but not charged ${approvedNotCharged.length}, charges of no order of this run ${chargedElsewhere}`,
    `sign-in codes not found on either instance: ${ctx.ledger.codesLost}; journeys without a free interval in 14 days: ${ctx.ledger.noFreeInterval}`,
    'jobs from pgboss.job (name: rows, periods, one period every ~s; completed / failed / started again / stuck active / overdue):',
    ...jobs.map(
      ([name, rows, periods, every, ...n]) =>
        `  ${name}: ${rows} rows, ${periods} periods${Number(periods) > 1 ? `, every ~${every} s` : ''}; ${n.join(' / ')}`,
    ),
    `jobs run twice: ${runTwice} (two rows for one period: ${sameSlot.length}; started again: ${restarted.length})`,
    ...[...sameSlot, ...restarted].slice(0, 5).map((row) => `  ${row.join(' ')}`),
    'shell servers (page views by status and rendering; server = rendered there, browser = left to the browser):',
    ...[...pagesByServer].sort().map(([server, parts]) => `  ${server}: ${parts.sort().join(', ')}`),
    "balancer's counters per server (2xx / 3xx / 4xx / 5xx answers, connection errors, response errors, retries, redispatches, state):",
    ...balancer.map(
      (row) =>
        `  ${row.pxname}/${row.svname}: ${row.hrsp_2xx} / ${row.hrsp_3xx} / ${row.hrsp_4xx} / ${row.hrsp_5xx}, ${row.econ || 0}, ${row.eresp || 0}, ${row.wretr || 0}, ${row.wredis || 0}, ${row.status}`,
    ),
    `slots: ${slotCount[0]} rows, ${slotCount[1]} places taken, mismatches with the orders holding them: ${slotMismatches.length}`,
    ...slotMismatches.slice(0, 5).map((row) => `  ${row.join(' ')} (taken vs held)`),
    `requests: ${sorted.length} answered; latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}`,
    'answers by request and status:',
    ...[...ctx.stats.statuses].sort().map(([key, n]) => `  ${key}: ${n}`),
    'first answer of each kind that is not a 2xx:',
    ...[...ctx.stats.samples].sort().map(([key, text]) => `  ${key}: ${text}`),
    `5xx seen by clients: ${ctx.stats.fiveXx.length}`,
    `load before: ${ctx.loadBefore}`,
    `load after:  ${loadavg()}`,
  ];
  console.log(lines.join('\n'));
  const failures = [];
  if (ctx.stats.fiveXx.length) failures.push(`${ctx.stats.fiveXx.length} 5xx`);
  if (lost.length) failures.push(`${lost.length} lost`);
  if (duplicates.length) failures.push(`${duplicates.length} duplicates`);
  if (doubleCharges.length || doubleSucceeded.length)
    failures.push(`${doubleCharges.length + doubleSucceeded.length} double charges`);
  if (chargedNotPaid.length) failures.push(`${chargedNotPaid.length} charged but not paid`);
  if (runTwice) failures.push(`${runTwice} jobs run twice`);
  if (!ctx.ledger.acknowledged.size) failures.push('no order acknowledged');
  console.log(failures.length ? `SOAK FAILED: ${failures.join(', ')}` : 'SOAK PASSED');
  return failures.length === 0;
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────────

async function soak({ customers, minutes, portBase, restart, keepDb }) {
  for (const service of ['api', 'acquirer']) {
    if (!existsSync(join(root, service, 'dist', 'main.js')))
      throw new Error(`${service}/dist is missing: build first (npm run build)`);
  }
  for (const app of ['shell', ...topology().remotes.map((remote) => remote.id)]) {
    if (!existsSync(join(root, app, 'dist', 'index.html')))
      throw new Error(`${app}/dist is missing: build first (npm run build)`);
  }
  const p = ports(portBase);
  const remotePorts = topology(portBase, HOST).remotes.map((remote) => remote.port);
  for (const port of [...Object.values(p), ...remotePorts]) await assertPortFree(port, HOST);
  ensureHaproxy();

  const adminUrl = await ensurePostgres();
  const runId = randomBytes(4).toString('hex');
  const dbName = `soak_${runId}`;
  psqlRun(adminUrl, `create database ${dbName}`);
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  log(`database ${dbName}`);
  const work = mkdtempSync(join(tmpdir(), 'storefront-soak-'));
  const ledgerDir = join(work, 'acquirer-ledger');
  const origin = `http://${HOST}:${p.balancer}`;
  const acquirerOrigin = `http://${HOST}:${p.acquirer}`;
  const children = [];
  const staticHosts = [];
  const cleanup = () => {
    stopAll('SIGTERM');
    for (const host of staticHosts) host.close();
    if (!keepDb) {
      setTimeout(() => {
        try {
          psqlRun(adminUrl, `drop database if exists ${dbName} with (force)`);
        } catch {
          // the next run uses a fresh database anyway
        }
      }, 500);
    }
    rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    const otpSecret = randomBytes(32).toString('hex');
    const apiEnv = (port, metricsPort, seed) => ({
      ...process.env,
      NODE_ENV: 'development', // the dev route with the last sign-in code, as `npm start` runs it
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
      BRAND,
      SEED: seed,
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: origin,
      ACQUIRER_URL: acquirerOrigin,
      // Every simulated customer comes from 127.0.0.1: per-address budgets would measure themselves.
      RATE_LIMIT_MAX: '0',
      OTP_SENDS_PER_IP: '1000000',
      KITCHEN_SIMULATOR: 'off',
      // One key for the stored sign-in codes on every instance, as a deployment must set it: without
      // it each process hashes with its own random key and a code sent by one is wrong at the other.
      OTP_SECRET: otpSecret,
    });
    const startApi = (label, port, metricsPort, seed) => {
      const child = startProcess(label, process.execPath, ['--enable-source-maps', 'dist/main.js'], {
        cwd: join(root, 'api'),
        env: apiEnv(port, metricsPort, seed),
      });
      children.push(child);
      return child;
    };
    const acquirer = startProcess('acquirer', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: join(root, 'acquirer'),
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: String(p.acquirer),
        HOST,
        // On disk, so the reconciliation can read what the acquirer charged once it has stopped.
        ACQUIRER_PGLITE_DIR: ledgerDir,
        ACQUIRER_PUBLIC_ORIGIN: acquirerOrigin,
        MERCHANT_NOTIFY_URL: `${origin}/api/payments/notify`,
      },
    });
    children.push(acquirer);
    // Migrations and the seed once, by the first instance; the second joins the migrated database.
    startApi('api-a', p.apiA, p.metricsA, 'always');
    await waitForHttp(`http://${HOST}:${p.apiA}/api/ready`, 180_000);
    let apiB = startApi('api-b', p.apiB, p.metricsB, 'never');
    await waitForHttp(`http://${HOST}:${p.apiB}/api/ready`, 180_000);
    await waitForHttp(`${acquirerOrigin}/health`, 60_000);

    // The remotes' builds on their own origins, as a CDN serves them, so the shell servers render
    // their blocks as a deployment's do (their node builds are loaded from there too).
    const topo = topology(portBase, HOST);
    for (const remote of topo.remotes) {
      const host = await createStaticHost({ root: join(root, remote.id, 'dist') });
      await host.listen({ host: HOST, port: remote.port });
      staticHosts.push(host);
    }
    const configFile = join(work, 'config.json');
    writeFileSync(configFile, JSON.stringify(runtimeConfig(topo, { brand: BRAND, mapsKey: '' })));
    // Two shell servers, each started as a deployment starts it (its own process, its own render
    // cache), calling the API through the balancer as the pages' visitors do.
    const startShell = (label, port) => {
      const child = startProcess(label, process.execPath, ['server/main.ts'], {
        cwd: join(root, 'shell'),
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          HOST,
          PORT: String(port),
          API_ORIGIN: origin,
          API_PROXY: '1',
          PUBLIC_ORIGIN: origin,
          TRUST_PROXY: 'loopback',
          RUNTIME_CONFIG_FILE: configFile,
          NODE_OPTIONS: '--max-old-space-size=128 --max-semi-space-size=4',
        },
      });
      children.push(child);
      return child;
    };
    startShell('shell-a', p.shellA);
    let shellB = startShell('shell-b', p.shellB);
    await waitForHttp(`http://${HOST}:${p.shellA}/config.json`, 60_000);
    await waitForHttp(`http://${HOST}:${p.shellB}/config.json`, 60_000);
    // Warmed before traffic, as a deployment's readiness would: the first page loads the server
    // bundle and the remotes' node builds.
    for (const port of [p.shellA, p.shellB]) await waitForHttp(`http://${HOST}:${port}/moscow`, 120_000);

    const haproxyCfg = join(work, 'haproxy.cfg');
    writeFileSync(haproxyCfg, haproxyConfig(p));
    const check = spawnSync('haproxy', ['-c', '-f', haproxyCfg], {
      encoding: 'utf8',
      env: { PATH: SBIN_PATH },
    });
    if (check.status !== 0) throw new Error(`haproxy config:\n${check.stdout}${check.stderr}`);
    children.push(
      startProcess('haproxy', 'haproxy', ['-db', '-f', haproxyCfg], { env: { PATH: SBIN_PATH } }),
    );
    await waitForHttp(`${origin}/api/ready`, 30_000);
    log(
      `ready: ${origin} → api ${p.apiA}, ${p.apiB}; shell ${p.shellA}, ${p.shellB}; acquirer ${p.acquirer}`,
    );

    const durationMs = minutes * 60_000;
    const ctx = {
      origin,
      acquirerOrigin,
      apiOrigins: [`http://${HOST}:${p.apiA}`, `http://${HOST}:${p.apiB}`],
      runId,
      phonePrefix: String(Number.parseInt(runId, 16) % 10_000).padStart(4, '0'),
      nextPhone: 0,
      customers,
      minutes,
      until: Date.now() + durationMs,
      stats: new Stats(),
      ledger: {
        attempted: new Set(),
        acknowledged: new Map(),
        approved: new Set(),
        codesLost: 0,
        noFreeInterval: 0,
      },
      loadBefore: loadavg(),
      killNote: 'none',
      shellKillNote: 'none',
      elapsedSeconds: 0,
    };
    const startedAt = new Date(Date.now() - 60_000);
    const runStart = Date.now();
    log(`${customers} customers for ${minutes} min; load ${ctx.loadBefore}`);

    // SIGKILL instance b at 40% of the run; start it again at 60% (the balancer's check brings it back).
    const killTimer = setTimeout(() => {
      log('SIGKILL api-b');
      apiB.kill('SIGKILL');
      ctx.killNote = `api-b SIGKILL at ${Math.round(durationMs * 0.4) / 1000} s`;
      if (restart) {
        setTimeout(() => {
          log('restarting api-b');
          apiB = startApi('api-b', p.apiB, p.metricsB, 'never');
          ctx.killNote += `, restarted at ${Math.round(durationMs * 0.6) / 1000} s`;
        }, durationMs * 0.2);
      }
    }, durationMs * 0.4);
    // SIGKILL shell server b at 70 % (a page render in flight dies with it); start it again at 80 %.
    const shellKillTimer = setTimeout(() => {
      log('SIGKILL shell-b');
      shellB.kill('SIGKILL');
      ctx.shellKillNote = `shell-b SIGKILL at ${Math.round(durationMs * 0.7) / 1000} s`;
      if (restart) {
        setTimeout(() => {
          log('restarting shell-b');
          shellB = startShell('shell-b', p.shellB);
          ctx.shellKillNote += `, restarted at ${Math.round(durationMs * 0.8) / 1000} s`;
        }, durationMs * 0.1);
      }
    }, durationMs * 0.7);
    const progress = setInterval(
      () =>
        log(
          `acknowledged ${ctx.ledger.acknowledged.size}, 5xx ${ctx.stats.fiveXx.length}, load ${loadavg()}`,
        ),
      30_000,
    );
    await Promise.all(Array.from({ length: customers }, (_, index) => customer(ctx, index)));
    clearTimeout(killTimer);
    clearTimeout(shellKillTimer);
    clearInterval(progress);
    ctx.elapsedSeconds = (Date.now() - runStart) / 1000;
    // Let notifications and jobs in flight settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const balancer = await balancerCounters(`http://${HOST}:${p.balancerStats}/stats;csv`);
    // The acquirer's ledger is its own embedded database: readable once the acquirer has closed it.
    await stopChild(acquirer);
    const charged = await readLedger(ledgerDir);
    return reconcile(dbUrl, ctx, startedAt, { balancer, charged });
  } finally {
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '20' },
      minutes: { type: 'string', default: '5' },
      'port-base': { type: 'string', default: process.env.STOREFRONT_PORT_BASE ?? '7000' },
      'no-restart': { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  soak({
    customers: Number(values.customers),
    minutes: Number(values.minutes),
    portBase: Number(values['port-base']),
    restart: !values['no-restart'],
    keepDb: values['keep-db'],
  }).then(
    (passed) => setTimeout(() => process.exit(passed ? 0 : 1), 1000),
    (error) => {
      console.error(`[soak] ${error.message}`);
      setTimeout(() => process.exit(1), 1000);
    },
  );
}
