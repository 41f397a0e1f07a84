import { describe, expect, it } from 'vitest';
import { escapeHtml } from './head';
import { pageKind } from './plan';
import { robotsTxt, sitemapXml } from './seo-files';

describe('which pages the server renders', () => {
  it('tells public city pages, legal pages and private pages apart', () => {
    expect(pageKind('/')).toEqual({ kind: 'root' });
    expect(pageKind('/moscow')).toEqual({ kind: 'city', alias: 'moscow', page: '' });
    expect(pageKind('/moscow/promotions')).toEqual({ kind: 'city', alias: 'moscow', page: 'promotions' });
    expect(pageKind('/privacy-policy')).toEqual({ kind: 'legal', page: 'privacy-policy' });
    expect(pageKind('/moscow/cart')).toEqual({ kind: 'private', alias: 'moscow', page: 'cart' });
    expect(pageKind('/moscow/order/12/tracking')).toEqual({
      kind: 'private',
      alias: 'moscow',
      page: 'tracking',
    });
    expect(pageKind('/moscow/nonexistent')).toEqual({ kind: 'missing', alias: 'moscow' });
    expect(pageKind('/Not_A_City')).toEqual({ kind: 'other' });
  });
});

describe('search engine files', () => {
  it('robots.txt keeps the visitor’s own pages out and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example/');
    for (const path of ['/*/cart', '/*/checkout', '/*/order/', '/*/profile']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('the sitemap lists every city’s public pages and no private one', () => {
    const xml = sitemapXml('https://shop.example', ['moscow', 'kazan']);
    expect(xml).toContain('<loc>https://shop.example/kazan/payment-info</loc>');
    expect(xml).toContain('<loc>https://shop.example/moscow</loc>');
    expect(xml).not.toContain('/cart');
  });

  it('escapes what goes into attributes', () => {
    expect(escapeHtml(`"<a>&'`)).toBe('&quot;&lt;a&gt;&amp;&#39;');
  });
});
