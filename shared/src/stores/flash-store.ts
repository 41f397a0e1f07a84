// Flash messages (spec §7 notifications, §4 "a flash notification clears after 5 s").
import { FLASH_MS } from '@storefront/shared/domain';
import type { FlashKind } from '@storefront/shared/events';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { realTimers, type Timers } from './timers';

export interface FlashMessage {
  id: number;
  text: string;
  kind: FlashKind;
}

export interface FlashStoreState {
  messages: FlashMessage[];
  /** Shows a message and clears it after FLASH_MS; returns its id. */
  push(text: string, kind?: FlashKind): number;
  dismiss(id: number): void;
  clear(): void;
}

export interface FlashStoreOptions {
  timers?: Timers;
  durationMs?: number;
}

export function createFlashStore({
  timers = realTimers,
  durationMs = FLASH_MS,
}: FlashStoreOptions = {}): StoreApi<FlashStoreState> {
  let nextId = 1;
  const handles = new Map<number, unknown>();

  return createStore<FlashStoreState>()((set, get) => ({
    messages: [],
    push(text, kind = 'info') {
      const id = nextId++;
      set({ messages: [...get().messages, { id, text, kind }] });
      handles.set(
        id,
        timers.setTimeout(() => get().dismiss(id), durationMs),
      );
      return id;
    },
    dismiss(id) {
      const handle = handles.get(id);
      if (handle !== undefined) timers.clearTimeout(handle);
      handles.delete(id);
      set({ messages: get().messages.filter((message) => message.id !== id) });
    },
    clear() {
      for (const handle of handles.values()) timers.clearTimeout(handle);
      handles.clear();
      set({ messages: [] });
    },
  }));
}

export const flashStore = createFlashStore();

export function useFlashStore<T>(selector: (state: FlashStoreState) => T): T {
  return useStore(flashStore, selector);
}
