import { createAppConfig } from '../scripts/lib/rsbuild-app';
import { federation } from './module-federation.config';

export default createAppConfig({ id: 'mf-menu', title: 'Menu (mf-menu)', federation });
