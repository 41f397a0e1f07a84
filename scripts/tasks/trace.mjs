// What keeps the main thread busy while a page loads: one cold load of a city's home page on a bench
// profile (CPU and network throttled as `npm run bench` throttles them), recorded as a Chrome trace, and
// the renderer main thread's tasks longer than 50 ms from navigation until --window-ms, each with what
// it spent its time on (parse HTML, evaluate or compile a script, run a callback of one, style, layout,
// paint, image decode). Also the page's HTML size (raw and gzip) and its DOM node count once loaded.
//   node scripts/tasks/trace.mjs [--profile mobile|desktop] [--path /moscow] [--port-base 4800]
//                                [--origin http://host:port] [--window-ms 8000] [--runs 1]
//                                [--out trace.json] [--skip-build] [--js]
// Without --origin it builds (unless --skip-build) and serves the production build as the bench does.
// --runs N: N loads; the tasks of each are printed and the total blocking time of each (the bench's
// TBT: long-task time over 50 ms after first contentful paint, here from the trace) with their median.
// --js also samples the JavaScript (CDP Profiler) and prints under each long task its functions with
// the most self time (function, file:line, ms; the code is minified: open it beside a source map).
// --out writes the last load's raw trace (open it in Chrome's DevTools Performance panel).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, median, PROFILES, profileContext, visitorCookies } from '../lib/page-metrics.mjs';
import { build } from './build.mjs';
import { serve } from './serve.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'mobile' },
    path: { type: 'string', default: '/moscow' },
    'port-base': { type: 'string', default: process.env.STOREFRONT_BENCH_PORT_BASE ?? '4800' },
    origin: { type: 'string' },
    'window-ms': { type: 'string', default: '8000' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    js: { type: 'boolean', default: false },
  },
});
const profile = PROFILES[values.profile];
if (!profile) throw new Error(`--profile: one of ${Object.keys(PROFILES).join(', ')}`);
const windowMs = Number(values['window-ms']);

let origin = values.origin;
if (!origin) {
  if (!values['skip-build']) build();
  process.env.LOG_LEVEL ??= 'warn';
  process.env.RATE_LIMIT_MAX ??= '20000';
  const topo = await serve({ portBase: Number(values['port-base']), memoryDb: true });
  origin = `http://${topo.host}:${topo.shellPort}`;
}
const url = `${origin}${values.path}`;
const cookies = await visitorCookies(origin, values.path);

// The HTML as the visitor gets it (their cookies), and what it weighs gzipped.
const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const html = Buffer.from(await (await fetch(url, { headers: { cookie: cookieHeader } })).arrayBuffer());
console.log(
  `${url}: HTML ${(html.length / 1000).toFixed(1)} kB raw, ${(gzipSync(html).length / 1000).toFixed(1)} kB gzip`,
);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

const browser = await launchChromium();
const tbts = [];
try {
  for (let run = 0; run < Math.max(1, Number(values.runs)); run += 1) {
    const { trace, nodes, fcp, profile: cpu } = await tracedLoad();
    const tasks = longTasks(trace);
    if (cpu) for (const task of tasks) task.js = hotFunctions(cpu, task.ts, task.ts + task.durUs);
    const tbt = tasks.reduce((sum, task) => {
      const from = Math.max(task.start, fcp);
      return task.end > from ? sum + Math.max(0, task.end - from - 50) : sum;
    }, 0);
    tbts.push(tbt);
    console.log(
      `\n${values.profile} load ${run + 1}: ${nodes} DOM nodes, FCP ${Math.round(fcp)} ms, ` +
        `blocking time ${Math.round(tbt)} ms; main-thread tasks > 50 ms until ${windowMs} ms:`,
    );
    for (const task of tasks) {
      const parts = task.parts.map(([label, ms]) => `${label} ${Math.round(ms)}`).join(', ');
      console.log(
        `  ${String(Math.round(task.start)).padStart(5)} ms  ${String(Math.round(task.dur)).padStart(4)} ms  ${parts}`,
      );
      if (task.js?.length) {
        console.log(
          `${' '.repeat(19)}js: ${task.js.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`,
        );
      }
    }
    if (values.out) writeFileSync(values.out, JSON.stringify(trace));
  }
} finally {
  await browser.close();
}
if (tbts.length > 1) console.log(`\nblocking time median of ${tbts.length}: ${Math.round(median(tbts))} ms`);
process.exit(0);

/** One cold load on the profile, traced from before navigation until windowMs after it. */
async function tracedLoad() {
  const context = await profileContext(
    browser,
    profile,
    cookies.map((c) => ({ ...c, url: origin })),
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (values.js) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(windowMs);
    const cpuProfile = values.js ? (await cdp.send('Profiler.stop')).profile : null;
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return { trace, nodes, fcp, profile: cpuProfile };
  } finally {
    await context.close();
  }
}

/**
 * The page's main-thread tasks over 50 ms (ms from navigation start), each with its time split by what
 * ran inside it (self time of the events below the task, by kind; a script by its file name).
 */
function longTasks(trace) {
  const events = trace.traceEvents ?? trace;
  // The navigation: its start on the renderer that loaded the page.
  const navigation =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith('http'),
    ) ?? events.find((e) => e.name === 'navigationStart');
  const pid = navigation.pid;
  const threadName = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tid = threadName?.tid ?? navigation.tid;
  const t0 = navigation.ts;
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const event of main) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    const start = (event.ts - t0) / 1000;
    if (event.dur < 50_000 || start < 0 || start > windowMs) continue;
    if (tasks.some((t) => event.ts >= t.ts && event.ts < t.ts + t.durUs)) continue; // nested task
    const inside = main.filter(
      (e) => e !== event && e.ts >= event.ts && e.ts + e.dur <= event.ts + event.dur,
    );
    tasks.push({
      ts: event.ts,
      durUs: event.dur,
      start,
      dur: event.dur / 1000,
      end: start + event.dur / 1000,
      parts: selfTimes(inside),
    });
  }
  return tasks;
}

/**
 * The functions with the most self time among the CPU profile's samples between two trace timestamps
 * (both clocks are the browser's monotonic one, in µs).
 */
function hotFunctions(cpu, from, to) {
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let time = cpu.startTime;
  for (let i = 0; i < cpu.samples.length; i += 1) {
    const previous = time;
    time += cpu.timeDeltas[i] ?? 0;
    if (time < from || time > to) continue;
    const frame = byId.get(cpu.samples[i])?.callFrame;
    if (!frame || frame.url === '' || /^\((idle|program|garbage collector)\)$/.test(frame.functionName))
      continue;
    const file = frame.url.split('/').pop().split('?')[0];
    const key = `${frame.functionName || '(anonymous)'}@${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (cpu.timeDeltas[i + 1] ?? time - previous) / 1000);
  }
  return [...totals.entries()]
    .filter(([, ms]) => ms >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
}

/** Time of each kind of work in a task, the time of the kinds nested in one taken out of it. */
function selfTimes(inside) {
  // Events of one thread nest properly: a stack of the open ones finds each one's nearest parent.
  const kinds = inside.filter((e) => label(e) !== null).map((e) => ({ event: e, nested: 0 }));
  const stack = [];
  for (const node of kinds) {
    while (stack.length > 0) {
      const top = stack.at(-1).event;
      if (node.event.ts >= top.ts && node.event.ts + node.event.dur <= top.ts + top.dur) break;
      stack.pop();
    }
    if (stack.length > 0) stack.at(-1).nested += node.event.dur;
    stack.push(node);
  }
  const totals = new Map();
  for (const { event, nested } of kinds) {
    const key = label(event);
    totals.set(key, (totals.get(key) ?? 0) + Math.max(0, event.dur - nested) / 1000);
  }
  return [...totals.entries()].filter(([, ms]) => ms >= 3).sort((a, b) => b[1] - a[1]);
}

function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (u) => (u ? u.split('/').pop().split('?')[0] || u : 'inline');
  switch (event.name) {
    case 'ParseHTML':
      return 'parse HTML';
    case 'EvaluateScript':
      return `evaluate ${file(data.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${file(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `run ${file(data.url)}${data.functionName ? `:${data.functionName}` : ''}`;
    case 'EventDispatch':
      return `event ${data.type ?? ''}`.trim();
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
    case 'V8.RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GCFinalizeMC':
      return 'GC';
    case 'HitTest':
      return 'hit test';
    default:
      return null;
  }
}
