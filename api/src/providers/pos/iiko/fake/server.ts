// A faithful local fake of iikoCloud's transport API, for tests and for running the storefront in
// POS mode without a real iiko. It keeps iiko's contract: POST /api/1/... with JSON, a bearer
// token from /api/1/access_token that expires (401 after), 429 past a request budget, orders
// created asynchronously (creationStatus InProgress, then Success or Error under the same
// correlationId, read through /api/1/commands/status), and webhooks POSTed to the URL set by
// /api/1/webhooks/update_settings with the authToken in the Authorization header — sent twice or
// out of order on demand, as the real one may. Its kitchen moves orders along when asked to (or on
// a timer), which is what plays the kitchen in the demo once the storefront runs against it.
//
// Its own controls live under /fake/... (no token): the test or e2e set-up changes prices, stop
// lists and statuses there, as a restaurant's staff would in iikoOffice and on the kitchen screen.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandAlias } from '../../../../seed/data/brands';
import { fakeServer } from '../../../fake-server';
import {
  type CommandStatusResponse,
  type CreationStatus,
  DELIVERY_STATUSES,
  type DeliveryCreateRequest,
  type DeliveryStatus,
  type NomenclatureProduct,
  type OrderInfo,
  type WebhookEvent,
} from '../types';
import { type FakeBrand, fakeBrand, sizeFreePrice } from './seed';

export interface FakeIikoOptions {
  apiLogin: string;
  brands?: BrandAlias[];
  /** Lifetime of an access token (iiko: about an hour). */
  tokenTtlMs?: number;
  /** Requests allowed per token in each window before 429 (iiko limits per API login). */
  rateLimit?: { limit: number; windowMs: number };
  /** How long an order's creation stays InProgress. */
  creationDelayMs?: number;
  /** Prefix of the picture links in the nomenclature (the storefront's origin). */
  imageOrigin?: string;
  /** Move created orders along by themselves, one status every `stepMs`. */
  kitchen?: { stepMs: number } | null;
  port?: number;
  host?: string;
  now?: () => number;
}

interface FakeOrder {
  id: string;
  organizationId: string;
  terminalGroupId: string;
  correlationId: string;
  creationStatus: CreationStatus;
  errorInfo: OrderInfo['errorInfo'];
  status: DeliveryStatus;
  request: DeliveryCreateRequest['order'];
  timestamp: number;
  number: number;
}

interface Menu {
  brand: FakeBrand;
  revision: number;
  /** terminal group id → product ids with balance 0. */
  stops: Map<string, Set<string>>;
}

interface WebhookSettings {
  webHooksUri: string;
  authToken: string;
}

export interface FakeIiko {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
  brand(alias: string): FakeBrand;
  revision(alias: string): number;
  /** Product or modifier by its code (our alias). */
  item(brandAlias: string, code: string): NomenclatureProduct;
  setPrice(brandAlias: string, code: string, price: number): void;
  removeProduct(brandAlias: string, code: string): void;
  restoreProduct(brandAlias: string, code: string): void;
  setModifierGroupLimits(
    brandAlias: string,
    productCode: string,
    groupCode: string,
    min: number,
    max: number,
  ): void;
  setStop(terminalGroupId: string, code: string, stopped: boolean): void;
  /** The next created order ends in Error with this message. */
  refuseNext(message: string): void;
  moveOrder(orderId: string, status: DeliveryStatus): void;
  order(orderId: string): FakeOrder | undefined;
  orders(): FakeOrder[];
  expireTokens(): void;
  setRateLimit(limit: { limit: number; windowMs: number } | null): void;
  /** Keep webhooks instead of sending them, until flush. */
  holdWebhooks(): void;
  /** Send what was held: optionally newest first, and each twice. */
  flushWebhooks(options?: { reverse?: boolean; duplicate?: boolean }): Promise<void>;
  /** Every webhook sent, as sent. */
  sentWebhooks: WebhookEvent[];
  /** The receiver's HTTP status for each webhook sent (0: not reached). */
  webhookAnswers: number[];
  /** Requests answered, by path (tests check the adapter's traffic). */
  calls: string[];
}

const error = (reply: FastifyReply, status: number, description: string) =>
  reply.code(status).send({ correlationId: randomUUID(), errorDescription: description, error: description });

/** iiko's date-time format, `yyyy-MM-dd HH:mm:ss.fff` (UTC here). */
const iikoTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

const KITCHEN_PATH: Record<'DeliveryByCourier' | 'DeliveryByClient', DeliveryStatus[]> = {
  DeliveryByCourier: ['WaitCooking', 'CookingStarted', 'CookingCompleted', 'Waiting', 'OnWay', 'Delivered'],
  DeliveryByClient: ['WaitCooking', 'CookingStarted', 'CookingCompleted', 'Closed'],
};

export async function startFakeIiko(options: FakeIikoOptions): Promise<FakeIiko> {
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlMs ?? 60 * 60_000;
  let rateLimit = options.rateLimit ?? null;
  const creationDelayMs = options.creationDelayMs ?? 30;
  const imageOrigin = options.imageOrigin ?? '';
  const tokens = new Map<string, { expiresAt: number; windowStart: number; used: number }>();
  const menus = new Map<string, Menu>();
  const orgBrand = new Map<string, Menu>();
  const tgBrand = new Map<string, Menu>();
  for (const alias of options.brands ?? (['pizza', 'lavash'] as BrandAlias[])) {
    const brand = fakeBrand(alias, imageOrigin);
    const stops = new Map(brand.terminalGroups.map((tg) => [tg.id, new Set(brand.stoppedAtStart)]));
    const menu: Menu = { brand, revision: 1, stops };
    menus.set(alias, menu);
    for (const org of brand.organizations) orgBrand.set(org.id, menu);
    for (const tg of brand.terminalGroups) tgBrand.set(tg.id, menu);
  }
  const orders = new Map<string, FakeOrder>();
  const commands = new Map<string, { state: CreationStatus; message?: string }>();
  const webhooks = new Map<string, WebhookSettings>();
  let refusal: string | null = null;
  let held: { uri: WebhookSettings; events: WebhookEvent[] }[] | null = null;
  const sentWebhooks: WebhookEvent[] = [];
  const webhookAnswers: number[] = [];
  const calls: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let orderNumber = 0;
  const later = (ms: number, job: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      job();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const post = async (settings: WebhookSettings, events: WebhookEvent[]) => {
    sentWebhooks.push(...events);
    try {
      const answer = await fetch(settings.webHooksUri, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: settings.authToken },
        body: JSON.stringify(events),
        signal: AbortSignal.timeout(10_000),
      });
      webhookAnswers.push(answer.status);
    } catch {
      webhookAnswers.push(0);
      // iiko drops a webhook the receiver did not take; the adapter's periodic syncs catch up.
    }
  };
  const emit = (organizationId: string, event: WebhookEvent) => {
    const settings = webhooks.get(organizationId);
    if (!settings) return Promise.resolve();
    if (held) {
      held.push({ uri: settings, events: [event] });
      return Promise.resolve();
    }
    return post(settings, [event]);
  };
  const infoOf = (order: FakeOrder): OrderInfo => ({
    id: order.id,
    posId: order.creationStatus === 'Success' ? order.id : null,
    externalNumber: order.request.externalNumber ?? null,
    organizationId: order.organizationId,
    timestamp: order.timestamp,
    creationStatus: order.creationStatus,
    errorInfo: order.errorInfo,
    order: order.creationStatus === 'Success' ? { status: order.status, number: order.number } : null,
  });
  const orderEvent = (order: FakeOrder) =>
    emit(order.organizationId, {
      eventType: 'DeliveryOrderUpdate',
      eventTime: iikoTime(now()),
      organizationId: order.organizationId,
      correlationId: randomUUID(),
      eventInfo: infoOf(order),
    });
  const menuOf = (alias: string) => {
    const menu = menus.get(alias);
    if (!menu) throw new Error(`The fake has no brand ${alias}.`);
    return menu;
  };
  const itemOf = (alias: string, code: string) => {
    const found = menuOf(alias).brand.products.find((item) => item.code === code);
    if (!found) throw new Error(`The fake has no item ${code} in ${alias}.`);
    return found;
  };
  const menuChanged = (menu: Menu) => {
    menu.revision++;
    for (const org of menu.brand.organizations)
      void emit(org.id, {
        eventType: 'NomenclatureUpdate',
        eventTime: iikoTime(now()),
        organizationId: org.id,
        correlationId: randomUUID(),
        eventInfo: { revision: menu.revision },
      });
  };
  const moveOrder = (orderId: string, status: DeliveryStatus) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}.`);
    order.status = status;
    order.timestamp = now();
    void orderEvent(order);
  };
  const play = (order: FakeOrder) => {
    if (!options.kitchen) return;
    const path = KITCHEN_PATH[order.request.orderServiceType];
    const step = (index: number) =>
      later(options.kitchen!.stepMs, () => {
        const next = path[index];
        if (!next || order.status === 'Cancelled') return;
        moveOrder(order.id, next);
        step(index + 1);
      });
    step(0);
  };
  const refusalFor = (request: DeliveryCreateRequest, menu: Menu): string | null => {
    if (refusal) return refusal;
    const known = new Map(menu.brand.products.map((item) => [item.id, item]));
    for (const line of request.order.items) {
      const item = known.get(line.productId);
      if (!item || item.isDeleted) return `Product ${line.productId} is not in the nomenclature.`;
      for (const modifier of line.modifiers ?? [])
        if (!known.has(modifier.productId))
          return `Modifier ${modifier.productId} is not in the nomenclature.`;
      if (request.createOrderSettings?.checkStopList && menu.stops.get(request.terminalGroupId)?.has(item.id))
        return `Product ${item.name} is on the stop list.`;
    }
    return null;
  };

  const app = fakeServer();
  const authorized = async (request: FastifyRequest, reply: FastifyReply) => {
    calls.push(request.url);
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const token = match ? tokens.get(match[1]!) : undefined;
    if (!token) return error(reply, 401, 'Unauthorized');
    if (token.expiresAt <= now()) return error(reply, 401, 'Token is expired or invalid');
    if (rateLimit) {
      if (now() - token.windowStart >= rateLimit.windowMs) {
        token.windowStart = now();
        token.used = 0;
      }
      if (++token.used > rateLimit.limit) {
        reply.header('retry-after', Math.ceil(rateLimit.windowMs / 1000));
        return error(reply, 429, 'Too many requests');
      }
    }
    return undefined;
  };

  app.post<{ Body: { apiLogin?: string } }>('/api/1/access_token', async (request, reply) => {
    calls.push(request.url);
    if (request.body?.apiLogin !== options.apiLogin) return error(reply, 401, 'Login is not authorized');
    const token = randomUUID();
    tokens.set(token, { expiresAt: now() + ttl, windowStart: now(), used: 0 });
    return { correlationId: randomUUID(), token };
  });

  app.register(async (api) => {
    api.addHook('preHandler', authorized);
    api.post<{ Body: { organizationIds?: string[] | null } }>('/api/1/organizations', async (request) => {
      const wanted = request.body?.organizationIds;
      const all = [...menus.values()].flatMap((menu) => menu.brand.organizations);
      return {
        correlationId: randomUUID(),
        organizations: all
          .filter((org) => !wanted || wanted.includes(org.id))
          .map(({ id, name }) => ({ id, name })),
      };
    });
    api.post<{ Body: { organizationIds: string[] } }>('/api/1/terminal_groups', async (request, reply) => {
      const ids = request.body?.organizationIds;
      if (!Array.isArray(ids) || ids.length === 0) return error(reply, 400, 'organizationIds is required');
      return {
        correlationId: randomUUID(),
        terminalGroups: ids.map((organizationId) => ({
          organizationId,
          items: (orgBrand.get(organizationId)?.brand.terminalGroups ?? [])
            .filter((tg) => tg.organizationId === organizationId)
            .map(({ shop: _shop, ...tg }) => tg),
        })),
      };
    });
    api.post<{ Body: { organizationId: string; startRevision?: number } }>(
      '/api/1/nomenclature',
      async (request, reply) => {
        const menu = orgBrand.get(request.body?.organizationId);
        if (!menu) return error(reply, 400, 'Unknown organizationId');
        const fresh = (request.body.startRevision ?? 0) < menu.revision;
        return {
          correlationId: randomUUID(),
          groups: fresh ? structuredClone(menu.brand.groups) : [],
          productCategories: [],
          products: fresh ? structuredClone(menu.brand.products) : [],
          sizes: [],
          revision: menu.revision,
        };
      },
    );
    api.post<{ Body: { organizationIds: string[]; terminalGroupsIds?: string[] } }>(
      '/api/1/stop_lists',
      async (request, reply) => {
        const ids = request.body?.organizationIds;
        if (!Array.isArray(ids) || ids.length === 0) return error(reply, 400, 'organizationIds is required');
        const only = request.body.terminalGroupsIds;
        return {
          correlationId: randomUUID(),
          terminalGroupStopLists: ids.map((organizationId) => {
            const menu = orgBrand.get(organizationId);
            const groups = (menu?.brand.terminalGroups ?? []).filter(
              (tg) => tg.organizationId === organizationId && (!only || only.includes(tg.id)),
            );
            return {
              organizationId,
              items: groups.map((tg) => ({
                terminalGroupId: tg.id,
                items: [...(menu?.stops.get(tg.id) ?? [])].map((productId) => ({
                  balance: 0,
                  productId,
                  sizeId: null,
                  sku: menu?.brand.products.find((item) => item.id === productId)?.code ?? '',
                  dateAdd: iikoTime(now()),
                })),
              })),
            };
          }),
        };
      },
    );
    api.post<{ Body: DeliveryCreateRequest }>('/api/1/deliveries/create', async (request, reply) => {
      const body = request.body;
      const menu = orgBrand.get(body?.organizationId);
      if (!menu) return error(reply, 400, 'Unknown organizationId');
      if (tgBrand.get(body.terminalGroupId) !== menu) return error(reply, 400, 'Unknown terminalGroupId');
      if (!body.order || !Array.isArray(body.order.items) || body.order.items.length === 0)
        return error(reply, 400, 'order.items must not be empty');
      if (!body.order.phone) return error(reply, 400, 'order.phone is required');
      if (body.order.orderServiceType === 'DeliveryByCourier' && !body.order.deliveryPoint)
        return error(reply, 400, 'order.deliveryPoint is required for DeliveryByCourier');
      const id = body.order.id ?? randomUUID();
      if (orders.has(id)) return error(reply, 400, `Order with id ${id} already exists`);
      const correlationId = randomUUID();
      const order: FakeOrder = {
        id,
        organizationId: body.organizationId,
        terminalGroupId: body.terminalGroupId,
        correlationId,
        creationStatus: 'InProgress',
        errorInfo: null,
        status: 'Unconfirmed',
        request: body.order,
        timestamp: now(),
        number: ++orderNumber,
      };
      orders.set(id, order);
      commands.set(correlationId, { state: 'InProgress' });
      const refused = refusalFor(body, menu);
      refusal = null;
      later(creationDelayMs, () => {
        if (refused) {
          order.creationStatus = 'Error';
          order.errorInfo = { code: 'Common', message: refused, description: refused };
          commands.set(correlationId, { state: 'Error', message: refused });
        } else {
          order.creationStatus = 'Success';
          commands.set(correlationId, { state: 'Success' });
          play(order);
        }
        order.timestamp = now();
        void orderEvent(order);
      });
      return { correlationId, orderInfo: infoOf(order) };
    });
    api.post<{ Body: { organizationId: string; correlationId: string } }>(
      '/api/1/commands/status',
      async (request, reply) => {
        const command = commands.get(request.body?.correlationId);
        if (!command) return error(reply, 400, 'Unknown correlationId');
        const answer: CommandStatusResponse = { state: command.state };
        if (command.message) answer.exception = { message: command.message };
        return answer;
      },
    );
    api.post<{ Body: { organizationId: string; orderIds: string[] } }>(
      '/api/1/deliveries/by_id',
      async (request, reply) => {
        if (!Array.isArray(request.body?.orderIds)) return error(reply, 400, 'orderIds is required');
        return {
          correlationId: randomUUID(),
          orders: request.body.orderIds.flatMap((id) => {
            const order = orders.get(id);
            return order && order.organizationId === request.body.organizationId ? [infoOf(order)] : [];
          }),
        };
      },
    );
    api.post<{ Body: { organizationId: string; webHooksUri: string; authToken: string } }>(
      '/api/1/webhooks/update_settings',
      async (request, reply) => {
        const { organizationId, webHooksUri, authToken } = request.body ?? {};
        if (!orgBrand.has(organizationId)) return error(reply, 400, 'Unknown organizationId');
        if (!webHooksUri || !authToken) return error(reply, 400, 'webHooksUri and authToken are required');
        webhooks.set(organizationId, { webHooksUri, authToken });
        return { correlationId: randomUUID() };
      },
    );
  });

  const handle: FakeIiko = {
    url: '',
    app,
    sentWebhooks,
    webhookAnswers,
    calls,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await app.close();
    },
    brand: (alias) => menuOf(alias).brand,
    revision: (alias) => menuOf(alias).revision,
    item: itemOf,
    setPrice(alias, code, price) {
      itemOf(alias, code).sizePrices = sizeFreePrice(price);
      menuChanged(menuOf(alias));
    },
    removeProduct(alias, code) {
      itemOf(alias, code).isDeleted = true;
      menuChanged(menuOf(alias));
    },
    restoreProduct(alias, code) {
      itemOf(alias, code).isDeleted = false;
      menuChanged(menuOf(alias));
    },
    setModifierGroupLimits(alias, productCode, groupCode, min, max) {
      const menu = menuOf(alias);
      const folder = menu.brand.groups.find((group) => group.isGroupModifier && group.code === groupCode);
      const entry = itemOf(alias, productCode).groupModifiers.find((group) => group.id === folder?.id);
      if (!entry) throw new Error(`${productCode} has no modifier group ${groupCode}.`);
      entry.minAmount = min;
      entry.maxAmount = max;
      entry.required = min > 0;
      menuChanged(menu);
    },
    setStop(terminalGroupId, code, stopped) {
      const menu = tgBrand.get(terminalGroupId);
      if (!menu) throw new Error(`The fake has no terminal group ${terminalGroupId}.`);
      const item = menu.brand.products.find((candidate) => candidate.code === code);
      if (!item) throw new Error(`The fake has no item ${code}.`);
      const stops = menu.stops.get(terminalGroupId)!;
      if (stopped) stops.add(item.id);
      else stops.delete(item.id);
      const organizationId = menu.brand.terminalGroups.find(
        (tg) => tg.id === terminalGroupId,
      )!.organizationId;
      void emit(organizationId, {
        eventType: 'StopListUpdate',
        eventTime: iikoTime(now()),
        organizationId,
        correlationId: randomUUID(),
        eventInfo: { terminalGroupsStopListsUpdates: [{ id: terminalGroupId, isFull: false }] },
      });
    },
    refuseNext(message) {
      refusal = message;
    },
    moveOrder,
    order: (id) => orders.get(id),
    orders: () => [...orders.values()],
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = now();
    },
    setRateLimit(limit) {
      rateLimit = limit;
      for (const token of tokens.values()) {
        token.windowStart = now();
        token.used = 0;
      }
    },
    holdWebhooks() {
      held ??= [];
    },
    async flushWebhooks({ reverse = false, duplicate = false } = {}) {
      const queue = held ?? [];
      held = null;
      if (reverse) queue.reverse();
      for (const { uri, events } of queue) {
        await post(uri, events);
        if (duplicate) await post(uri, events);
      }
    },
  };

  // The staff's side, for e2e set-ups and demos: the same actions over HTTP.
  app.post<{ Body: { brand: string; code: string; price: number } }>('/fake/price', async (request) => {
    handle.setPrice(request.body.brand, request.body.code, request.body.price);
    return { revision: handle.revision(request.body.brand) };
  });
  app.post<{ Body: { brand: string; code: string; removed: boolean } }>('/fake/product', async (request) => {
    const { brand, code, removed } = request.body;
    if (removed) handle.removeProduct(brand, code);
    else handle.restoreProduct(brand, code);
    return { revision: handle.revision(brand) };
  });
  app.post<{ Body: { terminalGroupId: string; code: string; stopped: boolean } }>(
    '/fake/stop',
    async (request) => {
      handle.setStop(request.body.terminalGroupId, request.body.code, request.body.stopped);
      return { ok: true };
    },
  );
  app.post<{ Body: { orderId: string; status: string } }>('/fake/orders/status', async (request, reply) => {
    const status = DELIVERY_STATUSES.find((candidate) => candidate === request.body.status);
    if (!status || !orders.has(request.body.orderId)) return error(reply, 400, 'Unknown order or status');
    handle.moveOrder(request.body.orderId, status);
    return { ok: true };
  });
  app.get('/fake/orders', async () =>
    handle.orders().map((order) => ({
      ...infoOf(order),
      terminalGroupId: order.terminalGroupId,
      request: order.request,
    })),
  );
  app.get('/fake/brands', async () =>
    [...menus.values()].map(({ brand, revision }) => ({
      alias: brand.alias,
      revision,
      organizations: brand.organizations,
      terminalGroups: brand.terminalGroups,
    })),
  );

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  handle.url = address;
  return handle;
}
