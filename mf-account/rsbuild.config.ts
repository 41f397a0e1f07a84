import { createAppConfig } from '../scripts/lib/rsbuild-app';
import { federation } from './module-federation.config';

export default createAppConfig({ id: 'mf-account', title: 'Account (mf-account)', federation });
