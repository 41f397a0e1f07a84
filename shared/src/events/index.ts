// Typed cross-team event bus. Event names and payloads: ./events.ts.
export type { EmitArgs, EventBus, Handler } from './bus';
export { createBus } from './bus';
export type {
  FlashKind,
  RemoteName,
  StorefrontEventName,
  StorefrontEventPayload,
  StorefrontEvents,
} from './events';
export { bus } from './storefront-bus';
export { useBusEvent } from './use-bus-event';
