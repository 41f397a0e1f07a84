import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '../scripts/lib/rsbuild-app';
import { federation } from './module-federation.config';

export default mergeRsbuildConfig(
  createAppConfig({
    id: 'shell',
    title: 'Storefront',
    federation,
    // The first screen's API calls start with the document; taps on the server-rendered menu made
    // before it is hydrated are queued, not lost.
    inlineHeadScripts: [
      './src/app/early-data.inline.js',
      './src/app/early-taps.inline.js',
      './src/app/intl-warmup.inline.js',
    ],
    // Server rendering of the first screen: the shell's server (server/) runs this entry.
    serverEntry: './src/server/entry.tsx',
  }),
  {
    // The content pages' copy is Markdown (src/pages/content/<lng>/*.md), imported as its text.
    tools: { rspack: { module: { rules: [{ test: /\.md$/, type: 'asset/source' }] } } },
  },
);
