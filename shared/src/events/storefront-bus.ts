import { createBus } from './bus';
import type { StorefrontEvents } from './events';

/** The page's event bus. Import it only as `@storefront/shared/events` so every remote gets this copy. */
export const bus = createBus<StorefrontEvents>();
