import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS } from './lib/release-plans.mjs';

const root = join(import.meta.dirname, '..');

describe('release drill plans', () => {
  for (const [remote, plan] of Object.entries(PLANS)) {
    describe(remote, () => {
      for (const step of ['string', 'rule'] as const) {
        const { file, find, replace } = plan[step];
        it(`changes its ${step} in ${remote}'s own source, where the plan's text stands once`, () => {
          expect(file.startsWith(`${remote}/src/`)).toBe(true);
          expect(existsSync(join(root, file))).toBe(true);
          expect(readFileSync(join(root, file), 'utf8').split(find)).toHaveLength(2);
          expect(replace).not.toBe(find);
        });
      }

      const data = plan.data;
      if (data) {
        it(`changes its first-screen data in ${remote}'s own source, where each patch's text stands once`, () => {
          for (const { file, find, replace } of data.patches) {
            expect(file.startsWith(`${remote}/src/`)).toBe(true);
            expect(readFileSync(join(root, file), 'utf8').split(find)).toHaveLength(2);
            expect(replace).not.toBe(find);
          }
          expect(data.original(0)).toBe(true);
          expect(data.patched(0)).toBe(false);
          expect(data.patched(12)).toBe(true);
        });
      }

      it("tells the original from the patched state by the string and the rule's probe", () => {
        expect(plan.string.patched).not.toBe(plan.string.original);
        expect(plan.string.replace).toContain(plan.string.patched);
        expect(plan.string.find).toContain(plan.string.original);
        const sample =
          'count' in plan.rule.probe ? [8, 1] : ['Оплата не прошла.', 'Недостаточно средств на карте'];
        const [before, after] = sample as [never, never];
        expect(plan.rule.original(before)).toBe(true);
        expect(plan.rule.patched(before)).toBe(false);
        expect(plan.rule.patched(after)).toBe(true);
      });
    });
  }
});
