// `npm run dev`: the API and the sandbox acquirer with reload, every remote and the shell on rsbuild
// dev servers with HMR (pages rendered on the server too), on the same ports as `npm start`. Ctrl-C
// stops them all.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopOnExit } from '../lib/processes.mjs';
import { serviceEnv, topology } from '../lib/topology.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const topo = topology();
const links = serviceEnv(topo);
stopOnExit();

startProcess('api', join(root, 'api', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], {
  cwd: join(root, 'api'),
  // The kitchen simulator moves orders along as in `npm start` (the environment may override it).
  env: {
    KITCHEN_SIMULATOR: 'on',
    KITCHEN_SPEED: '6',
    ...process.env,
    ...links.api,
    PORT: String(topo.apiPort),
    HOST: topo.host,
  },
});
startProcess('acquirer', join(root, 'acquirer', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], {
  cwd: join(root, 'acquirer'),
  env: { ...process.env, ...links.acquirer, PORT: String(topo.acquirerPort), HOST: topo.host },
});
for (const app of [...topo.remotes.map((r) => r.id), 'shell']) {
  startProcess(app, join(root, app, 'node_modules', '.bin', 'rsbuild'), ['dev'], {
    cwd: join(root, app),
    // The shell's dev server renders pages with its server entry (an ES module bundle), which rsbuild's
    // bundle runner evaluates with Node's vm modules (docs/server-rendering.md, "In development").
    env:
      app === 'shell'
        ? {
            ...process.env,
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
          }
        : process.env,
  });
}
console.log(
  `dev: shell at http://${topo.host}:${topo.shellPort}, API at ${topo.apiOrigin}/api, acquirer at ${topo.acquirerOrigin}`,
);
