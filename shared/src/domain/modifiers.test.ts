import { describe, expect, it } from 'vitest';
import { testModifierGroups } from '../test-utils';
import {
  defaultModifierSelection,
  isSingleClickGroup,
  type ModifierSpec,
  validateModifiers,
} from './modifiers';

const { size, toppings } = testModifierGroups();
const spec: ModifierSpec = { single: [{ id: 31, min: 0, max: 2 }], groups: [size, toppings] };

describe('modifier validation (spec §4, §5)', () => {
  it('accepts a selection within every min and max', () => {
    expect(validateModifiers(spec, { 11: 1, 21: 2, 22: 1, 31: 2 })).toEqual([]);
  });

  it('counts single modifiers between their min and max', () => {
    expect(validateModifiers(spec, { 11: 1, 31: 3 })).toEqual([
      { kind: 'single-range', modifierId: 31, min: 0, max: 2, count: 3 },
    ]);
  });

  it('needs at least min and at most max modifiers in a group', () => {
    expect(validateModifiers(spec, {})).toContainEqual({
      kind: 'group-range',
      groupId: 1,
      min: 1,
      max: 1,
      total: 0,
    });
    expect(validateModifiers(spec, { 11: 1, 21: 2, 22: 2 })).toContainEqual({
      kind: 'group-range',
      groupId: 2,
      min: 0,
      max: 3,
      total: 4,
    });
  });

  it('refuses a stopped modifier and one that is not the product’s', () => {
    expect(validateModifiers(spec, { 11: 1, 23: 1 })).toContainEqual({ kind: 'unavailable', modifierId: 23 });
    expect(validateModifiers(spec, { 11: 1, 999: 1 })).toContainEqual({ kind: 'unknown', modifierId: 999 });
  });
});

describe('modifier groups in the product modal', () => {
  it('treats a group whose max − min is 0 or 1 as single-click', () => {
    expect(isSingleClickGroup({ min: 1, max: 1 })).toBe(true);
    expect(isSingleClickGroup({ min: 0, max: 1 })).toBe(true);
    expect(isSingleClickGroup({ min: 0, max: 3 })).toBe(false);
  });

  it('opens with the required choices made', () => {
    expect(defaultModifierSelection(spec)).toEqual({ 11: 1 });
  });
});
