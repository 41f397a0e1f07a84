// Map adapters in priority order: Yandex when a key is configured and its script loads within a few
// seconds, the schematic SVG map otherwise (offline, e2e, a provider outage).
import type { ComponentType } from 'react';
import type { MapAdapter, MapAdapterRegistry, MapEnvironment, MapProps } from './types';

const SCRIPT_TIMEOUT_MS = 4000;

export function createMapRegistry(initial: MapAdapter[] = []): MapAdapterRegistry {
  const adapters = [...initial];
  return {
    register(adapter) {
      adapters.push(adapter);
    },
    list() {
      return adapters;
    },
    async resolve(environment) {
      for (const adapter of adapters) {
        if (await adapter.isAvailable(environment).catch(() => false)) return adapter.load();
      }
      throw new Error('No map adapter is available');
    },
  };
}

/** Whether the Yandex script answers from this browser (it does not offline). */
function probeYandexScript(environment: MapEnvironment): Promise<boolean> {
  if (!environment.apiKey || typeof document === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => resolve(false), SCRIPT_TIMEOUT_MS);
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(environment.apiKey ?? '')}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    script.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    document.head.append(script);
  });
}

export function yandexAdapter(environment: MapEnvironment): MapAdapter {
  return {
    name: 'yandex',
    isAvailable: probeYandexScript,
    async load() {
      const { default: YandexMap } = await import('./yandex-map');
      // Created once per page: the registry resolves an adapter once and StorefrontMap caches it.
      // biome-ignore lint/correctness/noComponentHookFactories: binds the key and language once, not per render
      const Adapted = (props: MapProps) => (
        <YandexMap {...props} apiKey={environment.apiKey ?? ''} language={environment.language} />
      );
      return Adapted as ComponentType<MapProps>;
    },
  };
}

export const schematicAdapter: MapAdapter = {
  name: 'schematic',
  isAvailable: async () => true,
  load: async () => (await import('./schematic-map')).default,
};
