// Test-only (refused in production): every request that reaches the API, URL and body as received
// (form bodies also decoded), appended to a file, so that after an e2e run
// scripts/check-no-card-numbers.mjs can prove no card number ever arrived at the API's edge
// (`npm test` sets SERVE_API_BODY_LOG; serve.mjs passes it on as CAPTURE_REQUEST_BODIES).
import { appendFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

function decodeForm(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** One line per request: method, URL (and decoded), body (and decoded); newlines flattened. */
export function captureLine(method: string, url: string, body: string): string {
  const flat = (text: string) => text.replace(/[\r\n]+/g, ' ');
  const decodedUrl = decodeForm(url);
  const decodedBody = decodeForm(body);
  return `${flat(method)} ${flat(url)}${decodedUrl !== url ? ` ${flat(decodedUrl)}` : ''} ${flat(body)}${
    decodedBody !== body ? ` ${flat(decodedBody)}` : ''
  }\n`;
}

export function captureRequestBodies(app: FastifyInstance, file: string) {
  app.addHook('onRequest', async (request) => {
    // Requests without a body are written here; those with one when it has been read.
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined)
      appendFileSync(file, captureLine(request.method, request.url, ''));
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const chunks: Buffer[] = [];
    const tee = new PassThrough();
    payload.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    payload.on('end', () =>
      appendFileSync(file, captureLine(request.method, request.url, Buffer.concat(chunks).toString('utf8'))),
    );
    payload.pipe(tee);
    return tee;
  });
}
