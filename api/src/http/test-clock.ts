// Test-only (config TEST_CLOCK_COOKIE, refused in production): a visitor's own clock. The e2e suite
// pins every process to one working hour (CLOCK_OFFSET_MS); a journey about the night (closed
// kitchens) moves its own browser context further with this cookie, so it runs inside the
// normal suite without moving the clock of the journeys beside it. The offset is added to the app's
// clock for the requests that carry it, through AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const TEST_CLOCK_COOKIE = 'test_clock_offset_ms';
/** A day either way is enough to reach any hour of the pinned date. */
const MAX_OFFSET_MS = 7 * 86_400_000;

const offsets = new AsyncLocalStorage<number>();

/** `base` moved by the offset of the request being served, if it carries one. */
export function perRequestClock(base: () => Date): () => Date {
  return () => {
    const offset = offsets.getStore();
    return offset ? new Date(base().getTime() + offset) : base();
  };
}

export function parseClockOffset(raw: string | undefined): number {
  if (!raw || !/^-?\d{1,15}$/.test(raw)) return 0;
  const offset = Number(raw);
  return Math.abs(offset) <= MAX_OFFSET_MS ? offset : 0;
}

/** Runs each handler inside its request's offset (preHandler: after the body is parsed). */
export function registerTestClock(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    const offset = parseClockOffset(request.cookies?.[TEST_CLOCK_COOKIE]);
    if (offset === 0) return done();
    offsets.run(offset, done);
  });
}
