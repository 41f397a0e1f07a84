// Runs the fake iikoCloud as its own process, for the storefront in POS mode without a real iiko:
//   IIKO_FAKE_PORT=3012 IIKO_API_LOGIN=demo tsx api/src/providers/pos/iiko/fake/main.ts
// It prints the IIKO_MAPPING that connects it to the seeded cities and shops. With
// IIKO_FAKE_KITCHEN_STEP_MS set, its kitchen moves every order one status per step (the demo's
// tracking keeps moving); the /fake/... routes are the staff's hands (prices, stops, statuses).
import type { BrandAlias } from '../../../../seed/data/brands';
import { fakeMapping } from './seed';
import { startFakeIiko } from './server';

const env = process.env;
const brands = (env.IIKO_FAKE_BRANDS ?? 'pizza,lavash')
  .split(',')
  .map((alias) => alias.trim()) as BrandAlias[];
const step = Number(env.IIKO_FAKE_KITCHEN_STEP_MS ?? 0);
const fake = await startFakeIiko({
  apiLogin: env.IIKO_API_LOGIN ?? 'demo-api-login',
  brands,
  port: Number(env.IIKO_FAKE_PORT ?? 3012),
  host: env.IIKO_FAKE_HOST ?? '127.0.0.1',
  imageOrigin: env.PUBLIC_ORIGIN ?? '',
  kitchen: step > 0 ? { stepMs: step } : null,
});
process.stdout.write(`fake iikoCloud on ${fake.url}\n`);
process.stdout.write(
  `IIKO_MAPPING=${JSON.stringify(fakeMapping(brands.map((alias) => fake.brand(alias))))}\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
