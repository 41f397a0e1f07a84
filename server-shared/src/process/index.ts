// How a server process of ours (the storefront API, the sandbox acquirer) starts listening and stops:
// a failed start closes what was opened and exits 1; SIGINT/SIGTERM stop the timers, let the server
// finish its running requests, then close its storage (the database must outlive the last request),
// and exit 0 — or 1 when closing fails or takes longer than SHUTDOWN_TIMEOUT_MS.

/** How long a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

interface ServerLog {
  info(object: object, message: string): void;
  error(object: object | string, message?: string): void;
  fatal(object: object, message: string): void;
}

/** What of a Fastify instance this needs (structural, so this package carries no Fastify). */
export interface Server {
  listen(options: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
  log: ServerLog;
}

export interface RunServerOptions {
  server: Server;
  port: number;
  host: string;
  /** Runs before listening (migrations, seed); a throw is a failed start. */
  prepare?: () => Promise<void>;
  /** Closes what the server uses (its database), after the server has stopped. */
  closeResources: () => Promise<void>;
  /** Called first on shutdown: stop the process's own timers. */
  onShutdown?: () => void;
  /** Tests replace the process: its exit, its signals, the timeout. */
  exit?: (code: number) => void;
  onSignal?: (signal: NodeJS.Signals, handler: () => void) => void;
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  /** Stops as a signal would. */
  shutdown(signal: string): Promise<void>;
}

/** Prepares, listens and installs the signal handlers; on a failed start, closes and exits 1. */
export async function runServer(options: RunServerOptions): Promise<RunningServer | null> {
  const { server, closeResources } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const onSignal =
    options.onSignal ?? ((signal: NodeJS.Signals, handler: () => void) => process.once(signal, handler));
  const timeoutMs = options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;

  try {
    await options.prepare?.();
    await server.listen({ port: options.port, host: options.host });
  } catch (err) {
    server.log.fatal({ err }, 'start-up failed');
    options.onShutdown?.();
    await closeResources().catch(() => {});
    exit(1);
    return null;
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    options.onShutdown?.();
    const timer = setTimeout(() => {
      server.log.error('shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      // Stop accepting requests and finish the running ones before the database goes away.
      await server.close();
      await closeResources();
      clearTimeout(timer);
      exit(0);
    } catch (err) {
      clearTimeout(timer);
      server.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  }
  onSignal('SIGINT', () => void shutdown('SIGINT'));
  onSignal('SIGTERM', () => void shutdown('SIGTERM'));
  return { shutdown };
}

/** The process clock, `offsetMs` ahead (test-only CLOCK_OFFSET_MS; 0 is the real clock). */
export function clockWithOffset(offsetMs: number): () => Date {
  return offsetMs !== 0 ? () => new Date(Date.now() + offsetMs) : () => new Date();
}
