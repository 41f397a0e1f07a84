// The one map component pages use: it resolves the adapter for this environment once per page and
// shows a skeleton of the same shape meanwhile, so the layout does not jump.
import { Skeleton } from '@storefront/shared/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { createMapRegistry, schematicAdapter, yandexAdapter } from './registry';
import type { MapEnvironment, MapProps } from './types';

let resolved: { key: string; promise: Promise<ComponentType<MapProps>> } | null = null;

function resolveAdapter(environment: MapEnvironment): Promise<ComponentType<MapProps>> {
  const key = `${environment.apiKey ?? ''}|${environment.language}`;
  if (!resolved || resolved.key !== key) {
    const registry = createMapRegistry([yandexAdapter(environment), schematicAdapter]);
    resolved = { key, promise: registry.resolve(environment) };
  }
  return resolved.promise;
}

export function StorefrontMap({ environment, ...props }: MapProps & { environment: MapEnvironment }) {
  const [Adapter, setAdapter] = useState<ComponentType<MapProps> | null>(null);
  useEffect(() => {
    let alive = true;
    void resolveAdapter(environment).then((component) => alive && setAdapter(() => component));
    return () => {
      alive = false;
    };
  }, [environment]);
  if (!Adapter) {
    return (
      <div className={props.className} style={{ aspectRatio: '8 / 5' }}>
        <Skeleton height="100%" />
      </div>
    );
  }
  return <Adapter {...props} />;
}
