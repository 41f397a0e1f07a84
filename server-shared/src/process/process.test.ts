import { describe, expect, it, vi } from 'vitest';
import { clockWithOffset, type RunServerOptions, runServer } from './index';

function harness(overrides: Partial<RunServerOptions> = {}) {
  const events: string[] = [];
  const signals = new Map<string, () => void>();
  const server = {
    listen: vi.fn(async () => {
      events.push('listen');
    }),
    close: vi.fn(async () => {
      events.push('server closed');
    }),
    log: { info: vi.fn(), error: vi.fn(), fatal: vi.fn() },
  };
  let resolveExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    resolveExit = resolve;
  });
  const options: RunServerOptions = {
    server,
    port: 0,
    host: '127.0.0.1',
    closeResources: async () => {
      events.push('resources closed');
    },
    onShutdown: () => events.push('timers stopped'),
    onSignal: (signal, handler) => signals.set(signal, handler),
    exit: (code) => {
      events.push(`exit ${code}`);
      resolveExit(code);
    },
    ...overrides,
  };
  return { events, signals, server, options, exited };
}

describe('runServer', () => {
  it('prepares before it listens, on the given port and host', async () => {
    const h = harness({ port: 4321 });
    const prepared = vi.fn(async () => {
      h.events.push('prepared');
    });
    await runServer({ ...h.options, prepare: prepared });
    expect(h.events).toEqual(['prepared', 'listen']);
    expect(h.server.listen).toHaveBeenCalledWith({ port: 4321, host: '127.0.0.1' });
    expect([...h.signals.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
  });

  it('on a signal: stops the timers, closes the server, then its database, and exits 0 — once', async () => {
    const h = harness();
    await runServer(h.options);
    h.signals.get('SIGTERM')!();
    h.signals.get('SIGINT')!();
    expect(await h.exited).toBe(0);
    expect(h.events).toEqual(['listen', 'timers stopped', 'server closed', 'resources closed', 'exit 0']);
    expect(h.server.close).toHaveBeenCalledTimes(1);
  });

  it('a failed start closes the database and exits 1 without listening for signals', async () => {
    const h = harness();
    h.server.listen.mockRejectedValueOnce(new Error('EADDRINUSE'));
    expect(await runServer(h.options)).toBeNull();
    expect(await h.exited).toBe(1);
    expect(h.events).toEqual(['timers stopped', 'resources closed', 'exit 1']);
    expect(h.server.log.fatal).toHaveBeenCalled();
    expect(h.signals.size).toBe(0);
  });

  it('a failing preparation (migrations) is a failed start', async () => {
    const h = harness();
    await runServer({
      ...h.options,
      prepare: async () => {
        throw new Error('migration failed');
      },
    });
    expect(await h.exited).toBe(1);
    expect(h.server.listen).not.toHaveBeenCalled();
  });

  it('exits 1 when closing fails or hangs past the timeout', async () => {
    const failing = harness();
    failing.server.close.mockRejectedValueOnce(new Error('boom'));
    const running = await runServer(failing.options);
    await running!.shutdown('SIGTERM');
    expect(await failing.exited).toBe(1);
    expect(failing.events).not.toContain('resources closed');

    const hanging = harness({ shutdownTimeoutMs: 20 });
    hanging.server.close.mockImplementationOnce(() => new Promise(() => {}));
    await runServer(hanging.options);
    hanging.signals.get('SIGINT')!();
    expect(await hanging.exited).toBe(1);
    expect(hanging.server.log.error).toHaveBeenCalledWith('shutdown timed out');
  });
});

describe('clockWithOffset', () => {
  it('runs the given milliseconds ahead of the real clock', () => {
    const ahead = clockWithOffset(60_000)().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(59_000);
    expect(ahead).toBeLessThanOrEqual(60_000);
    expect(Math.abs(clockWithOffset(0)().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
