// Routes of the user module (issue 4). Filled in by the module's owner.
import type { App, ModuleOptions } from '../../http/types';

export async function userRoutes(_app: App, _options: ModuleOptions) {}
