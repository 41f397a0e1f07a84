// `npm start`: build the production bundles, then serve the whole storefront at http://127.0.0.1:3000.
import { build } from './build.mjs';
import { serve } from './serve.mjs';

// The demo's kitchen simulator moves paid orders along by itself, six times faster than a real
// kitchen (accepted 10 s, cooking 2 min, courier 3 min 20 s); the environment may override both.
process.env.KITCHEN_SIMULATOR ??= 'on';
process.env.KITCHEN_SPEED ??= '6';

// `npm start -- --pos` is `POS=iiko npm start`: the menu and kitchen from the (fake) iikoCloud.
const pos = process.argv.includes('--pos') || process.env.POS === 'iiko';
// `npm start -- --providers`: production configuration against the outside providers' local fakes.
const providers = process.argv.includes('--providers');

try {
  build();
  await serve({ portBase: Number(process.env.STOREFRONT_PORT_BASE ?? 3000), pos, providers });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
