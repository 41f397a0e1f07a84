// The e2e suite's own rules (README, QA), checked without a browser:
// - every journey carries the tag of at least one remote it crosses, so `--grep @mf-checkout` finds
//   what a payment release must pass (Playwright's own listing decides, tags inherited from describes);
// - the @smoke subset walks every remote at both widths;
// - a journey runs on the phone, at both widths (@both-widths) or on the desktop alone (@desktop-only);
// - the flake budget and the capability rules behave as the README says.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { flakeReport } from '../e2e/flake-budget';
import { probeCapabilities } from '../e2e/probe';
import { checkDeclared, missingReason, parseCapabilities } from '../e2e/target';

const REMOTE_TAGS = ['shell', 'mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'];
const WIDTH_TAGS = ['both-widths', 'desktop-only'];
const e2e = join(import.meta.dirname, '..', 'e2e');

interface ListedSpec {
  title: string;
  file: string;
  tags: string[];
  tests: { projectName: string }[];
}
interface ListedSuite {
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

function listJourneys(): ListedSpec[] {
  const cli = join(e2e, 'node_modules', '@playwright', 'test', 'cli.js');
  // The local build's listing: nothing is started by --list, and no probe runs.
  const env = { ...process.env };
  delete env.E2E_BASE_URL;
  delete env.E2E_CAPABILITIES;
  delete env.E2E_RESOLVED_CAPABILITIES;
  const run = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json'], {
    cwd: e2e,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`playwright --list failed:\n${run.stderr}`);
  const specs: ListedSpec[] = [];
  const walk = (suite: ListedSuite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  walk(JSON.parse(run.stdout) as ListedSuite);
  return specs;
}

describe('the e2e journeys', () => {
  let journeys: ListedSpec[] = [];
  beforeAll(() => {
    journeys = listJourneys();
  }, 120_000);

  it('are listed', () => {
    expect(journeys.length).toBeGreaterThan(50);
  });

  it('each carry the tag of a remote they cross', () => {
    const untagged = journeys
      .filter((journey) => !journey.tags.some((tag) => REMOTE_TAGS.includes(tag)))
      .map((journey) => `${journey.file}: ${journey.title}`);
    expect(untagged, `tag these with @shell/@mf-… (test.describe('…', { tag: [...] }, …))`).toEqual([]);
  });

  it('use only known tags', () => {
    const unknown = journeys.flatMap((journey) =>
      journey.tags
        .filter((tag) => !REMOTE_TAGS.includes(tag) && !WIDTH_TAGS.includes(tag) && tag !== 'smoke')
        .map((tag) => `${journey.file}: @${tag}`),
    );
    expect(unknown).toEqual([]);
  });

  it('run at the widths their tags name: the phone, both, or the desktop alone', () => {
    const projectsOf = (journey: ListedSpec) => journey.tests.map((test) => test.projectName).sort();
    const expected = (journey: ListedSpec) => {
      if (journey.tags.includes('desktop-only')) return ['desktop'];
      if (journey.tags.includes('both-widths')) return ['desktop', 'mobile'];
      return ['mobile'];
    };
    const misplaced = journeys
      .filter((journey) => projectsOf(journey).join() !== expected(journey).join())
      .map(
        (journey) => `${journey.file}: ${journey.title} runs on ${projectsOf(journey).join(', ') || 'none'}`,
      );
    expect(misplaced).toEqual([]);
    // Both kinds exist, so the projects' filters are in use.
    expect(journeys.some((journey) => journey.tags.includes('both-widths'))).toBe(true);
    expect(journeys.some((journey) => journey.tags.includes('desktop-only'))).toBe(true);
  });

  it('have a @smoke subset that runs at both widths', () => {
    const smoke = journeys.filter((journey) => journey.tags.includes('smoke'));
    expect(smoke.filter((journey) => !journey.tags.includes('both-widths')).map((j) => j.title)).toEqual([]);
  });

  it('have a @smoke subset that crosses every remote on both projects', () => {
    const smoke = journeys.filter((journey) => journey.tags.includes('smoke'));
    const crossed = new Set(smoke.flatMap((journey) => journey.tags));
    for (const remote of REMOTE_TAGS) expect(crossed, remote).toContain(remote);
    const projects = new Set(smoke.flatMap((journey) => journey.tests.map((test) => test.projectName)));
    expect([...projects].sort()).toEqual(['desktop', 'mobile']);
  });
});

describe('the flake budget', () => {
  const runs = (flaky: number, passed: number, skipped = 0) => [
    ...Array.from({ length: flaky }, (_, i) => ({ title: `flaky ${i}`, outcome: 'flaky' as const })),
    ...Array.from({ length: passed }, (_, i) => ({ title: `ok ${i}`, outcome: 'expected' as const })),
    ...Array.from({ length: skipped }, (_, i) => ({ title: `skip ${i}`, outcome: 'skipped' as const })),
  ];

  it('allows 2% of the tests that ran to need a retry', () => {
    expect(flakeReport(runs(2, 98)).overBudget).toBe(false);
    expect(flakeReport(runs(3, 97))).toMatchObject({
      ran: 100,
      overBudget: true,
      flaky: ['flaky 0', 'flaky 1', 'flaky 2'],
    });
  });

  it('counts skipped tests out, and a run with none as within budget', () => {
    expect(flakeReport(runs(1, 9, 90))).toMatchObject({ ran: 10, share: 0.1, overBudget: true });
    expect(flakeReport([]).overBudget).toBe(false);
  });
});

describe('capabilities of the target', () => {
  it('are parsed from E2E_CAPABILITIES; `all` is every one; a typo stops the run', () => {
    expect(parseCapabilities(' otp-dev-route, pos-token ,')).toEqual(['otp-dev-route', 'pos-token']);
    expect(parseCapabilities('all')).toContain('pinned-clock');
    expect(() => parseCapabilities('otp-dev-rout')).toThrow(/unknown capability 'otp-dev-rout'/);
  });

  it('that the suite cannot use without a setting are refused', () => {
    expect(checkDeclared(['pinned-clock', 'pos-token'], {})).toHaveLength(2);
    expect(
      checkDeclared(['pinned-clock', 'pos-token'], { E2E_CLOCK_OFFSET_MS: '0', E2E_POS_TOKEN: 'x' }),
    ).toEqual([]);
  });

  it('give a skip reason naming what is missing', () => {
    expect(missingReason(['otp-dev-route'], new Set(['otp-dev-route']))).toBeNull();
    expect(missingReason(['otp-dev-route', 'pos-token'], new Set(['otp-dev-route']))).toMatch(
      /^the target lacks 'pos-token' \(/,
    );
  });
});

describe('probing a running target', () => {
  /** A stand-in API: its dev route, its kitchens' `asap` now, and whether it honours the clock cookie. */
  function target({ devRoute = true, asap = true, clockCookie = false } = {}): typeof fetch {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/dev/last-code') return new Response('{}', { status: devRoute ? 422 : 404 });
      if (path !== '/api/schedule/intervals') return new Response('{}', { status: 404 });
      const shifted =
        clockCookie && new Headers(init?.headers).get('cookie')?.includes('test_clock_offset_ms');
      const today = shifted ? '2026-11-28' : '2026-11-26';
      return Response.json({ intervals: [], date_today: today, asap });
    }) as typeof fetch;
  }

  it('finds the dev route, open kitchens (the schedule says ASAP is taken now) and the clock cookie', async () => {
    expect(await probeCapabilities('http://t', target({ clockCookie: true }))).toEqual([
      'otp-dev-route',
      'open-kitchens',
      'clock-cookie',
    ]);
  });

  it('finds none of them on a production-like target at night', async () => {
    expect(await probeCapabilities('http://t', target({ devRoute: false, asap: false }))).toEqual([]);
  });

  it('counts an API that does not answer as offering nothing', async () => {
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch;
    expect(await probeCapabilities('http://t', down)).toEqual([]);
  });
});
