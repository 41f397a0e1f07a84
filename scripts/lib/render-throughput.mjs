// The shell server's render throughput for one page's HTML (`npm run bench`): autocannon (the
// API bench's) at a steady offered rate and then as fast as the server answers, gzip asked as a
// browser does, by a visitor without a session (who has accepted the cookie notice):
//   - cached: the render cache answers (shell/server/render-cache.ts), after one warming request;
//   - uncached: the `ssr_cache=off` cookie makes the server render every request.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

/** Offered rates (requests/s) of the steady rows: below what each mode answers on a small machine. */
export const STEADY_RATES = { cached: 100, uncached: 5 };

/**
 * @param {string} pageUrl
 * @param {{ durationS?: number, connections?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ mode: string, rate: string, requestsPerS: number, p50: number, p99: number, non2xx: number, errors: number, answeredBy: string }[]>}
 */
export async function renderThroughput(
  pageUrl,
  { durationS = 10, connections = 10, log = console.log } = {},
) {
  const require = createRequire(new URL('../../api/package.json', import.meta.url));
  const autocannon = require('autocannon');
  const path = new URL(pageUrl).pathname;
  log(
    `\n━━ HTML render throughput of ${path} (autocannon, ${connections} connections, ${durationS} s each), load ${loadavg()[0].toFixed(2)}`,
  );
  const modes = [
    ['cached', 'cookie_accepted=1'],
    ['uncached', 'cookie_accepted=1; ssr_cache=off'],
  ];
  const rows = [];
  for (const [mode, cookie] of modes) {
    const headers = { 'accept-encoding': 'gzip', cookie };
    // Warmed, and what the server says it answered from (x-render-cache: hit, miss, or none).
    for (const _ of [1, 2]) await (await fetch(pageUrl, { headers })).arrayBuffer();
    const probe = await fetch(pageUrl, { headers });
    await probe.arrayBuffer();
    const answeredBy = probe.headers.get('x-render-cache') ?? 'rendered (no cache)';
    for (const [label, overallRate] of [
      [`steady ${STEADY_RATES[mode]} req/s`, STEADY_RATES[mode]],
      ['as fast as it answers', undefined],
    ]) {
      const instance = autocannon({ url: pageUrl, connections, duration: durationS, overallRate, headers });
      const result = await instance;
      const row = {
        mode,
        rate: label,
        requestsPerS: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        answeredBy,
      };
      rows.push(row);
      log(
        `  ${mode.padEnd(9)} ${label.padEnd(22)} ${row.requestsPerS.toFixed(1)} req/s, latency p50 ${row.p50} ms, ` +
          `p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors} (${answeredBy})`,
      );
    }
  }
  return rows;
}
