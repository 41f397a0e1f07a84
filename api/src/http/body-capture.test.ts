// The API's edge capture (CAPTURE_REQUEST_BODIES, test-only) and the card-number scan over it: a card
// number a client sends anyway (JSON or a form) is caught, while a whole card payment — the card
// typed at the acquirer's widget, only its cryptogram sent to pay — leaves nothing for the scan.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payResponseSchema, placeOrderResponseSchema } from '@storefront/shared/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findCardNumbers } from '../../../scripts/check-no-card-numbers.mjs';
import {
  type CheckoutWorld,
  checkoutWorld,
  cryptogram,
  NOW,
  orderBody,
  readyVisitor,
} from '../modules/orders/test-checkout';
import { describeEachDatabase } from '../test/describe-each-database';
import { captureLine } from './body-capture';

const dir = mkdtempSync(join(tmpdir(), 'sf-capture-'));
const file = join(dir, 'bodies.log');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const captured = () => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

it('decodes form bodies and URLs, so a card number typed with spaces is still seen', () => {
  const line = captureLine('POST', '/x?card=4242%204242%204242%204242', 'number=4242+4242+4242+4242');
  expect(findCardNumbers(line).map((hit) => hit.digits)).toEqual(['4242424242424242', '4242424242424242']);
});

describeEachDatabase(
  'the API edge capture: proof that no card number reaches the API',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });

    it('a whole card payment through the acquirer leaves no card number at the API edge', async () => {
      // Both databases' suites write to one file: read what this payment added to it.
      const from = captured().length;
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const created = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      const { order_id } = placeOrderResponseSchema.parse(created.json());
      const paid = await v.post('/api/order/pay', { order_id, cryptogram: await cryptogram(ctx.app) });
      expect(payResponseSchema.parse(paid.json()).reason).toBe('approved');
      const added = captured().slice(from);
      expect(added).toContain('/api/order/pay');
      expect(findCardNumbers(added)).toEqual([]);
    });

    it('a card number sent to the API anyway is caught by the scan', async () => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/order/pay',
        payload: { order_id: 1, number: '4000 0000 0000 0002', cvv: '123' },
      });
      expect(findCardNumbers(captured()).map((hit) => hit.digits)).toContain('4000000000000002');
    });
  },
  // The checkout's fixed instant (a Friday at 12:00 in Moscow): an order "as soon as possible" is
  // refused while the kitchens are closed, so a run at night must not read the real clock.
  { app: { captureBodiesTo: file, now: () => NOW } },
);
