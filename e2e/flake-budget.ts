// The flake budget: a test that failed and then passed on its retry is flaky. This reporter lists them
// at the end of the run and writes reports/flaky.json; `npm test` (scripts/tasks/test.mjs) fails when
// more than 2% of the tests that ran needed a retry. A run may pass with flaky tests; the budget is
// about how many.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/** At most this share of the tests that ran may need a retry. */
export const FLAKE_BUDGET = 0.02;

export interface FlakeReport {
  /** Tests that ran (passed, failed or flaky; skipped ones left out), counted per project. */
  ran: number;
  flaky: string[];
  share: number;
  budget: number;
  overBudget: boolean;
}

type Outcome = ReturnType<TestCase['outcome']>;

export function flakeReport(
  tests: readonly { title: string; outcome: Outcome }[],
  budget = FLAKE_BUDGET,
): FlakeReport {
  const ran = tests.filter((test) => test.outcome !== 'skipped');
  const flaky = ran.filter((test) => test.outcome === 'flaky').map((test) => test.title);
  const share = ran.length === 0 ? 0 : flaky.length / ran.length;
  return { ran: ran.length, flaky, share, budget, overBudget: share > budget };
}

export default class FlakeBudgetReporter implements Reporter {
  private readonly tests: TestCase[] = [];
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'reports/flaky.json';
  }

  onTestEnd(test: TestCase): void {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(_result: FullResult): void {
    const report = flakeReport(
      this.tests.map((test) => ({
        title: `[${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(2).join(' › ')}`,
        outcome: test.outcome(),
      })),
    );
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(report, null, 2)}\n`);
    const percent = (report.share * 100).toFixed(1);
    console.log(
      `\nflake budget: ${report.flaky.length} of ${report.ran} tests needed a retry (${percent}%, budget ${report.budget * 100}%)${report.overBudget ? ' — OVER BUDGET' : ''}`,
    );
    for (const title of report.flaky) console.log(`  flaky: ${title}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
