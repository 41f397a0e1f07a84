import { createAppConfig } from '../scripts/lib/rsbuild-app';
import { federation } from './module-federation.config';

export default createAppConfig({
  id: 'shell',
  title: 'Storefront',
  federation,
  // The first screen's API calls start with the document (issue 11).
  inlineHeadScripts: ['./src/app/early-data.inline.js'],
  // Server rendering of the first screen: the shell's server (server/) runs this entry.
  serverEntry: './src/server/entry.tsx',
});
