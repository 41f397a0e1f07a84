// Pictures on an origin of their own (config MEDIA_PUBLIC_URL): every picture URL the API answers
// starts with it, and the path after it is served by this API as before.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { visitor } from '../../test/visitor';
import { cityFacts, menu, moscowTakeaway } from '../../test/world';

const MEDIA = 'https://media.shop.example';

/** Every `url` of an image in a JSON answer (products, groups, modifiers, cart lines, packages). */
function pictureUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) pictureUrls(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (
        typeof item === 'string' &&
        /\.svg(\?|$)/.test(item) &&
        (key === 'url' || key === 'big' || key === 'small')
      )
        found.push(item);
      else pictureUrls(item, found);
    }
  }
  return found;
}

describeEachDatabase(
  'pictures on their own origin',
  (ctx) => {
    it('the menu, the city and the cart name every picture at the media origin, and the API serves its path', async () => {
      const moscow = await cityFacts(ctx.app, 'moscow');
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const city = (
        await ctx.app.inject({ url: '/api/cities/moscow', headers: { 'x-brand': 'pizza' } })
      ).json();
      const { addMargherita } = await moscowTakeaway(ctx.app);
      const ann = visitor(ctx.app);
      const cart = (await addMargherita(ann)).json();

      const urls = [...pictureUrls(answer), ...pictureUrls(city), ...pictureUrls(cart)];
      // Products with their drawn pictures, groups, modifiers, banners and promotions, the cart's line.
      expect(urls.length).toBeGreaterThan(250);
      expect(urls.some((url) => url.includes('/media/products/'))).toBe(true);
      expect(urls.some((url) => url.includes('/media/emoji/'))).toBe(true);
      expect(pictureUrls(city).length).toBeGreaterThan(0);
      expect(pictureUrls(cart).length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${MEDIA}/api/media/`), url).toBe(true);

      const path = urls[0]!.slice(MEDIA.length);
      const response = await ctx.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });
  },
  { app: { mediaOrigin: MEDIA } },
);

describeEachDatabase('pictures, compressed', (ctx) => {
  it('answers brotli or gzip as the browser takes it, the same picture either way, and plain to a client that takes neither', async () => {
    const moscow = await cityFacts(ctx.app, 'moscow');
    const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
    const product = answer.product_groups[0]!.products[0]!.images!.small.url;
    const group = answer.product_groups.find((g) => g.images)!.images!.big!.url;
    for (const url of [product, group]) {
      const plain = await ctx.app.inject(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (let round = 0; round < 2; round++) {
        // The second round answers from what the first compressed.
        const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length * (url === product ? 0.4 : 1));
        const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      }
      const neither = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(neither.headers['content-encoding']).toBeUndefined();
      expect(neither.body).toBe(plain.body);
    }
  });
});

describe('pictureUrls', () => {
  it('finds the picture URLs of an answer', () => {
    expect(
      pictureUrls({ a: [{ images: { small: { url: '/x/1.svg' } } }, { image: { url: '/y.svg?v=1' } }] }),
    ).toEqual(['/x/1.svg', '/y.svg?v=1']);
  });
});
