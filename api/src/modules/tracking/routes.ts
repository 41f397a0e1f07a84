// Routes of the tracking module (issue 4). Filled in by the module's owner.
import type { App, ModuleOptions } from '../../http/types';

export async function trackingRoutes(_app: App, _options: ModuleOptions) {}
