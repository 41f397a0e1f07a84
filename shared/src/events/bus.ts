// A tiny typed pub/sub. One instance per page: this module is a Module Federation singleton
// (`@storefront/shared/events`), so the shell and every remote share the same `bus`.

export type Handler<P> = (payload: P) => void;

/** Events whose payload may be omitted (`undefined` or a union with it) take no second argument. */
export type EmitArgs<P> = undefined extends P ? [payload?: P] : [payload: P];

export interface EventBus<Events extends object> {
  emit<K extends keyof Events>(name: K, ...args: EmitArgs<Events[K]>): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void;
  /** Like `on`, but removes itself after the first event. */
  once<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void;
  /** Number of handlers for a name; for tests and leak checks. */
  listenerCount(name: keyof Events): number;
  /** Drops every handler (tests only; a page never needs it). */
  clear(): void;
}

export function createBus<Events extends object>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();

  const on = <K extends keyof Events>(name: K, handler: Handler<Events[K]>) => {
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    set.add(handler as Handler<never>);
    return () => {
      set.delete(handler as Handler<never>);
    };
  };

  return {
    emit(name, ...args) {
      const set = handlers.get(name);
      if (!set) return;
      // Copy first: a handler may unsubscribe (once) or subscribe while we iterate.
      for (const handler of [...set]) {
        try {
          (handler as Handler<unknown>)(args[0]);
        } catch (error) {
          // One broken listener (say, in a remote) must not stop the others from hearing the event.
          console.error(`[bus] a "${String(name)}" handler threw`, error);
        }
      }
    },
    on,
    once(name, handler) {
      const off = on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    listenerCount(name) {
      return handlers.get(name)?.size ?? 0;
    },
    clear() {
      handlers.clear();
    },
  };
}
