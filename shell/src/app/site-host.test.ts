import { afterEach, describe, expect, it } from 'vitest';
import { setSiteHost, siteHost } from './site-host';

afterEach(() => setSiteHost(null));

describe('the site host of the content pages', () => {
  it('is the host the server rendered, whatever host the browser reached the page by', () => {
    setSiteHost('shop.example');
    expect(siteHost()).toBe('shop.example');
  });

  it("is the browser's own host for a page it renders alone", () => {
    expect(siteHost()).toBe(window.location.host);
  });
});
