import { useEffect, useEffectEvent } from 'react';
import type { StorefrontEventName, StorefrontEvents } from './events';
import { bus } from './storefront-bus';

/**
 * Listens to a bus event while the component is mounted. The latest `handler` is always called, but
 * the subscription is made once per `name`, so inline arrow handlers do not resubscribe every render.
 */
export function useBusEvent<K extends StorefrontEventName>(
  name: K,
  handler: (payload: StorefrontEvents[K]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(name, (payload) => onEvent(payload)), [name]);
}
