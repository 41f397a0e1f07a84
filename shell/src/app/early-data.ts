// The other half of early-data.inline.js: the API client's fetch, which answers a call the page
// started early with that answer, once, when the method, URL, brand and body are exactly the same.
// Anything else (or an early call that failed on the network) is a normal fetch.

declare global {
  interface Window {
    /** Written by the server that serves the shell (shell/server/first-screen.ts). */
    __STOREFRONT_BOOT__?: { apiBase: string; brand: string };
    /** Calls started by early-data.inline.js, by earlyKey(). */
    __STOREFRONT_EARLY__?: Record<string, Promise<Response>>;
  }
}

export function earlyKey(method: string, url: string, brand: string, body: string): string {
  return [method, url, brand, body].join(' ');
}

/** A request header as shared/api's apiRequest passes them (a plain record, lower-case names). */
function headerOf(headers: HeadersInit | undefined, name: string): string {
  return (headers as Record<string, string> | undefined)?.[name] ?? '';
}

export function createEarlyFetch(early: Record<string, Promise<Response>> | undefined): typeof fetch {
  const network: typeof fetch = (input, init) => globalThis.fetch(input, init);
  if (!early) return network;
  return (input, init) => {
    if (typeof input !== 'string') return network(input, init);
    const body = typeof init?.body === 'string' ? init.body : init?.body == null ? '' : null;
    if (body === null) return network(input, init);
    const key = earlyKey(init?.method ?? 'GET', input, headerOf(init?.headers, 'x-brand'), body);
    const answer = early[key];
    if (!answer) return network(input, init);
    delete early[key];
    return answer.catch(() => network(input, init));
  };
}
