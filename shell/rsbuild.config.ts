import { createAppConfig } from '../scripts/lib/rsbuild-app';
import { federation } from './module-federation.config';

export default createAppConfig({
  id: 'shell',
  title: 'Storefront',
  federation,
  // The first screen's API calls start with the document.
  inlineHeadScripts: ['./src/app/early-data.inline.js'],
  // Server rendering of the first screen (scripts/lib/ssr/).
  serverEntry: './src/server/entry.tsx',
});
