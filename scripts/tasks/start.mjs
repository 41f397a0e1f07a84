// `npm start`: build the production bundles, then serve the whole storefront at http://127.0.0.1:3000.
import { build } from './build.mjs';
import { serve } from './serve.mjs';

try {
  build();
  await serve({ portBase: Number(process.env.STOREFRONT_PORT_BASE ?? 3000) });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
