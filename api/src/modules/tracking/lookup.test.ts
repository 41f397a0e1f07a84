import {
  courierLocationResponseSchema,
  orderLookupResponseSchema,
  orderReadSchema,
  orderStatusResponseSchema,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { distanceMeters } from '../../providers/geocoder/types';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { visitor } from '../../test/visitor';
import { GRANT_COOKIE, GRANT_DAYS } from './access';
import { KITCHEN_MINUTES } from './kitchen';
import { LOOKUP_LIMIT } from './lookup';
import {
  brandSnapshot,
  createTestOrder,
  guest,
  type TestOrderOptions,
  type TestVisitor,
} from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z');
const clock = { now: NOW };
const PHONE = '79161234567';

let ipSeq = 0;
/** Each test spends the lookup budget of its own client address. */
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describeEachDatabase(
  'order tracking: lookup by phone and order number, courier location',
  (ctx) => {
    const db = () => ctx.database.db;
    const order = (who: TestVisitor, options: Partial<TestOrderOptions> = {}) =>
      createTestOrder(db(), { sessionKeyHash: who.keyHash, phone: PHONE, now: clock.now, ...options });
    const lookup = (v: ReturnType<typeof visitor>, ip: string, payload: object) =>
      v.request({ method: 'POST', url: '/api/order-tracking/lookup', payload, remoteAddress: ip });
    const missingBody = async () =>
      (await visitor(ctx.app).post('/api/order/status', { order_id: 2_000_000_000 })).json();

    describe('POST /api/order-tracking/lookup', () => {
      it('answers the status and a read-only grant, kept in an httpOnly cookie', async () => {
        const owner = await guest(ctx.app);
        const row = await order(owner);
        const stranger = visitor(ctx.app);
        const response = await lookup(stranger, freshIp(), {
          phone: '+7 (916) 123-45-67',
          order_id: String(row.id),
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = orderLookupResponseSchema.parse(response.json());
        expect(body).toMatchObject({
          order_id: row.id,
          status: { alias: 'accepted' },
          order_type: 'takeaway',
        });
        expect(new Date(body.tracking_expires_at).getTime()).toBe(NOW.getTime() + GRANT_DAYS * 86_400_000);
        const cookie = response.cookies.find((c) => c.name === GRANT_COOKIE);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        // With the cookie: status and the order; never cancel or repeat (owners only) — and none
        // is offered to the finder, while the owner is offered cancel.
        expect(body.can_cancel).toBe(false);
        const status = await stranger.post('/api/order/status', { order_id: row.id });
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({ can_cancel: false, can_repeat: false });
        const read = await stranger.get(`/api/order/${row.id}`);
        expect(orderReadSchema.parse(read.json())).toMatchObject({ order_id: row.id, can_cancel: false });
        expect((await owner.visitor.post('/api/order/status', { order_id: row.id })).json()).toMatchObject({
          can_cancel: true,
        });
        expectErrorBody(await stranger.post('/api/order/cancel', { order_id: row.id }), 404);
        expectErrorBody(await stranger.post('/api/order/repeat', { order_id: row.id }), 404);
        // With the token passed explicitly instead of the cookie.
        const elsewhere = visitor(ctx.app);
        expect(
          (
            await elsewhere.post('/api/order/status', {
              order_id: row.id,
              tracking_token: body.tracking_token,
            })
          ).statusCode,
        ).toBe(200);
        expect(
          (await elsewhere.get(`/api/order/${row.id}?tracking_token=${body.tracking_token}`)).statusCode,
        ).toBe(200);
      });

      it('treats a leading 8 as +7 and keeps grants of several orders in the cookie', async () => {
        const owner = await guest(ctx.app);
        const [first, second] = [await order(owner), await order(owner, { status: 'cooking' })];
        const stranger = visitor(ctx.app);
        const ip = freshIp();
        expect(
          (await lookup(stranger, ip, { phone: '8 916 123 45 67', order_id: first.id })).statusCode,
        ).toBe(200);
        expect((await lookup(stranger, ip, { phone: PHONE, order_id: second.id })).statusCode).toBe(200);
        expect((await stranger.post('/api/order/status', { order_id: first.id })).statusCode).toBe(200);
        expect((await stranger.post('/api/order/status', { order_id: second.id })).statusCode).toBe(200);
      });

      it('answers a wrong phone exactly like a missing order, and grants nothing', async () => {
        const owner = await guest(ctx.app);
        const row = await order(owner);
        const stranger = visitor(ctx.app);
        const ip = freshIp();
        const wrong = await lookup(stranger, ip, { phone: '79160000000', order_id: row.id });
        const missing = await lookup(stranger, ip, { phone: PHONE, order_id: 2_000_000_000 });
        expectErrorBody(wrong, 404, 'not_found');
        expect(wrong.json()).toEqual(missing.json());
        expect(wrong.json()).toEqual(await missingBody());
        expect(wrong.cookies).toHaveLength(0);
        expectErrorBody(await stranger.post('/api/order/status', { order_id: row.id }), 404);
      });

      it('refuses forged, foreign and expired grants', async () => {
        const owner = await guest(ctx.app);
        const [row, other] = [await order(owner), await order(owner)];
        const granted = orderLookupResponseSchema.parse(
          (await lookup(visitor(ctx.app), freshIp(), { phone: PHONE, order_id: other.id })).json(),
        );
        const [, id, expires, signature] = granted.tracking_token.split('.');
        const tries = [
          // The other order's grant, relabelled with this order's id.
          `v1.${row.id}.${expires}.${signature}`,
          // A later expiry with the old signature.
          `v1.${id}.${Number(expires) + 1}.${signature}`,
          `v1.${row.id}.${expires}.${'A'.repeat(43)}`,
        ];
        for (const token of tries) {
          const v = visitor(ctx.app);
          expectErrorBody(
            await v.post('/api/order/status', { order_id: row.id, tracking_token: token }),
            404,
          );
          expectErrorBody(
            await v.post('/api/order/status', { order_id: other.id, tracking_token: token }),
            404,
          );
        }
        // The same cookie from the day the grant runs out is no longer enough.
        const stranger = visitor(ctx.app, { cookies: { [GRANT_COOKIE]: granted.tracking_token } });
        expect((await stranger.post('/api/order/status', { order_id: other.id })).statusCode).toBe(200);
        clock.now = new Date(NOW.getTime() + (GRANT_DAYS * 86_400 + 1) * 1000);
        try {
          expectErrorBody(await stranger.post('/api/order/status', { order_id: other.id }), 404);
        } finally {
          clock.now = NOW;
        }
      });

      it(`allows ${LOOKUP_LIMIT.max} attempts per address in 10 minutes, then 429 even for the right pair`, async () => {
        const owner = await guest(ctx.app);
        const row = await order(owner);
        const ip = freshIp();
        const v = visitor(ctx.app);
        for (let i = 0; i < LOOKUP_LIMIT.max - 1; i++)
          expectErrorBody(await lookup(v, ip, { phone: `7916000000${i}`, order_id: row.id }), 404);
        expect((await lookup(v, ip, { phone: PHONE, order_id: row.id })).statusCode).toBe(200);
        const refused = await lookup(v, ip, { phone: PHONE, order_id: row.id });
        const body = expectErrorBody(refused, 429, 'rate_limited');
        expect(body.message).toBe('Слишком много попыток, попробуйте позже');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
        // Another address is not affected; after the window this one may try again.
        expect((await lookup(v, freshIp(), { phone: PHONE, order_id: row.id })).statusCode).toBe(200);
        clock.now = new Date(NOW.getTime() + LOOKUP_LIMIT.windowMs + 1000);
        try {
          expect((await lookup(v, ip, { phone: PHONE, order_id: row.id })).statusCode).toBe(200);
        } finally {
          clock.now = NOW;
        }
      });

      it('answers §5 field errors for a missing phone or a non-numeric order number', async () => {
        const v = visitor(ctx.app);
        const ip = freshIp();
        const body = expectErrorBody(await lookup(v, ip, { phone: '', order_id: 'abc' }), 422);
        expect(Object.keys(body.errors).sort()).toEqual(['order_id', 'phone']);
        expectErrorBody(await lookup(v, ip, {}), 422);
      });
    });

    describe('GET /api/order-tracking/get-courier-location', () => {
      const courier = (v: ReturnType<typeof visitor>, id: number) =>
        v.get(`/api/order-tracking/get-courier-location?order_id=${id}`);
      const deliveryMs = KITCHEN_MINUTES.delivery * 60_000;

      it('moves the courier from the zone’s kitchen to the door along a bent path while sent', async () => {
        const owner = await guest(ctx.app);
        const sentAt = new Date(NOW.getTime() - deliveryMs / 2);
        const row = await order(owner, {
          orderType: 'delivery',
          address: 'Тверская улица, 12',
          status: 'sent',
          sentAt,
        });
        const snapshot = await brandSnapshot(db());
        const kitchen = snapshot.shops.get(snapshot.zones.get(row.deliveryZoneId!)!.row.shopId!)!;
        const door = { latitude: row.deliveryAddress!.latitude, longitude: row.deliveryAddress!.longitude };
        const halfway = courierLocationResponseSchema.parse((await courier(owner.visitor, row.id)).json());
        expect(halfway.progress).toBe(0.5);
        expect(halfway.arrives_at).toBe(new Date(sentAt.getTime() + deliveryMs).toISOString());
        const straight = {
          latitude: (kitchen.latitude + door.latitude) / 2,
          longitude: (kitchen.longitude + door.longitude) / 2,
        };
        // Between the two ends, but off the straight line.
        expect(Math.abs(halfway.coordinates.latitude - straight.latitude)).toBeGreaterThan(0);
        const lats = [kitchen.latitude, door.latitude].sort((a, b) => a - b);
        const span = lats[1]! - lats[0]!;
        expect(halfway.coordinates.latitude).toBeGreaterThan(lats[0]! - span);
        expect(halfway.coordinates.latitude).toBeLessThan(lats[1]! + span);

        clock.now = sentAt;
        try {
          const start = courierLocationResponseSchema.parse((await courier(owner.visitor, row.id)).json());
          expect(start.coordinates).toEqual({ latitude: kitchen.latitude, longitude: kitchen.longitude });
          clock.now = new Date(sentAt.getTime() + deliveryMs + 60_000);
          const arrived = courierLocationResponseSchema.parse((await courier(owner.visitor, row.id)).json());
          expect(arrived.progress).toBe(1);
          expect(arrived.coordinates.latitude).toBeCloseTo(door.latitude, 6);
          expect(arrived.coordinates.longitude).toBeCloseTo(door.longitude, 6);
        } finally {
          clock.now = NOW;
        }
      });

      it('starts from the city’s open shop nearest the address when the order names no kitchen', async () => {
        const owner = await guest(ctx.app);
        const sentAt = new Date(NOW.getTime() - deliveryMs / 2);
        const row = await order(owner, {
          orderType: 'delivery',
          address: 'Щёлковское шоссе, 12',
          status: 'sent',
          sentAt,
        });
        await db().update(orders).set({ shopId: null, deliveryZoneId: null }).where(eq(orders.id, row.id));
        const snapshot = await brandSnapshot(db());
        const door = row.deliveryAddress!;
        const shops = snapshot.cities.get(row.cityId)!.shops.filter((shop) => shop.type !== 'stop');
        const nearest = shops.reduce((best, shop) =>
          distanceMeters(shop.latitude, shop.longitude, door.latitude, door.longitude) <
          distanceMeters(best.latitude, best.longitude, door.latitude, door.longitude)
            ? shop
            : best,
        );
        clock.now = sentAt;
        try {
          const start = courierLocationResponseSchema.parse((await courier(owner.visitor, row.id)).json());
          expect(start.coordinates).toEqual({ latitude: nearest.latitude, longitude: nearest.longitude });
        } finally {
          clock.now = NOW;
        }
      });

      it('grants status, composition and courier, but no address details (least data)', async () => {
        const owner = await guest(ctx.app);
        const row = await order(owner, { orderType: 'delivery', status: 'sent', sentAt: NOW });
        await db()
          .update(orders)
          .set({
            deliveryAddress: {
              ...(row.deliveryAddress as object),
              room: 'ROOM-77',
              floor: 'FLOOR-5',
              entrance: 'ENTRANCE-2',
              intercom: 'INTERCOM-1234',
              description: 'COURIER-NOTE',
            } as never,
          })
          .where(eq(orders.id, row.id));
        const stranger = visitor(ctx.app);
        expect((await lookup(stranger, freshIp(), { phone: PHONE, order_id: row.id })).statusCode).toBe(200);
        const read = await stranger.get(`/api/order/${row.id}`);
        expect(read.statusCode, read.body).toBe(200);
        const body = orderReadSchema.parse(read.json());
        expect(body.delivery_address).toBeNull();
        expect(body.cart.products.length).toBeGreaterThan(0);
        const statusBody = (await stranger.post('/api/order/status', { order_id: row.id })).body;
        for (const answer of [read.body, statusBody])
          expect(answer).not.toMatch(/ROOM-77|FLOOR-5|ENTRANCE-2|INTERCOM-1234|COURIER-NOTE/);
        expect((await courier(stranger, row.id)).statusCode).toBe(200);
        // The owner still sees the whole address.
        const own = orderReadSchema.parse((await owner.visitor.get(`/api/order/${row.id}`)).json());
        expect(own.delivery_address).toMatchObject({ room: 'ROOM-77', intercom: 'INTERCOM-1234' });
      });

      it('shows the courier to a lookup grant holder too', async () => {
        const owner = await guest(ctx.app);
        const row = await order(owner, { orderType: 'delivery', status: 'sent', sentAt: NOW });
        const stranger = visitor(ctx.app);
        expectErrorBody(await courier(stranger, row.id), 404);
        await lookup(stranger, freshIp(), { phone: PHONE, order_id: row.id });
        expect((await courier(stranger, row.id)).statusCode).toBe(200);
      });

      it('answers 404 when there is no courier: not sent yet, takeaway, delivered, canceled', async () => {
        const owner = await guest(ctx.app);
        const cases: Partial<TestOrderOptions>[] = [
          { orderType: 'delivery', status: 'accepted' },
          { orderType: 'delivery', status: 'cooking' },
          { orderType: 'delivery', status: 'done', sentAt: NOW },
          { orderType: 'delivery', status: 'canceled' },
          { orderType: 'takeaway', status: 'cooking' },
        ];
        for (const options of cases) {
          const row = await order(owner, options);
          const body = expectErrorBody(await courier(owner.visitor, row.id), 404, 'not_found');
          expect(body.message).toBe('Курьер ещё не в пути.');
          // The status call agrees: no courier to show.
          const status = orderStatusResponseSchema.parse(
            (await owner.visitor.post('/api/order/status', { order_id: row.id })).json(),
          );
          expect(status.has_courier).toBe(false);
        }
      });

      it('answers 422 for a missing or malformed order id', async () => {
        const v = visitor(ctx.app);
        expectErrorBody(await v.get('/api/order-tracking/get-courier-location'), 422);
        expectErrorBody(await v.get('/api/order-tracking/get-courier-location?order_id=1e3'), 422);
      });
    });
  },
  { app: { now: () => clock.now } },
);
