// Routes of the orders module (issue 4). Filled in by the module's owner.
import type { App, ModuleOptions } from '../../http/types';

export async function orderRoutes(_app: App, _options: ModuleOptions) {}
