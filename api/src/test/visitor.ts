// A browser-like visitor for API tests: keeps the cookies the API sets (session_key) and sends them.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../http/types';

export interface Visitor {
  cookies: Map<string, string>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export function visitor(
  app: App,
  options: { brand?: string; cookies?: Record<string, string> } = {},
): Visitor {
  const cookies = new Map(Object.entries(options.cookies ?? {}));
  const request = async (inject: InjectOptions) => {
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (cookieHeader) headers.cookie = cookieHeader;
    if (options.brand) headers['x-brand'] = options.brand;
    const response = await app.inject({ ...inject, headers });
    for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
    return response;
  };
  return {
    cookies,
    request,
    put: (url, payload) => request({ method: 'PUT', url, ...(payload ? { payload } : {}) }),
    post: (url, payload) => request({ method: 'POST', url, ...(payload ? { payload } : {}) }),
    get: (url) => request({ method: 'GET', url }),
    del: (url) => request({ method: 'DELETE', url }),
  };
}
