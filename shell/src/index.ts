// The shell's shared modules are eager (shared/federation.ts: they are in the initial scripts the HTML
// names), so start-up needs no async boundary: one round trip fewer before the first render.
// Start-up is evaluated in several tasks rather than one (`eager`: from this script, no request): the
// script with the Module Federation runtime, React DOM, the other libraries, the shell's own code, then
// its start. On a slow phone each is a fraction of the whole, and a tap between them is handled at once.
import { nextTask } from './app/next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@tanstack/react-query'),
      import(/* webpackMode: "eager" */ 'react-i18next'),
    ]),
  )
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(async ({ start }) => {
    await nextTask();
    await start();
  });
