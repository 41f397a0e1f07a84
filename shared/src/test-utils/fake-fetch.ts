import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
}

/** A fetch stand-in that answers in order and records every call. */
export function fakeFetch(...answers: Array<FakeAnswer | Error>) {
  const queue = [...answers];
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const next = queue.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    const text =
      next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return new Response(text || null, {
      status: next.status ?? 200,
      statusText: next.statusText ?? '',
      headers: { 'content-type': 'application/json' },
    });
  });
}
