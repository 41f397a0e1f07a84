import { testModifierGroups } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { canIncreaseInGroup, clickGroupModifier, modifierHint } from './modifier-rules';

const { size, toppings } = testModifierGroups();

describe('modifier groups in the product modal', () => {
  it('replaces the selection of a single-click group', () => {
    expect(clickGroupModifier(size, { 11: 1 }, 12)).toEqual({ 12: 1 });
  });

  it('keeps the one required choice of a single-click group on a second click', () => {
    expect(clickGroupModifier(size, { 11: 1 }, 11)).toEqual({ 11: 1 });
  });

  it('disables plus once the group total reaches max', () => {
    expect(canIncreaseInGroup(toppings, { 21: 2, 22: 1 })).toBe(false);
    expect(clickGroupModifier(toppings, { 21: 2, 22: 1 }, 22)).toEqual({ 21: 2, 22: 1 });
    expect(clickGroupModifier(toppings, { 21: 1 }, 22)).toEqual({ 21: 1, 22: 1 });
  });
});

describe('modifier hints (spec §5)', () => {
  it('reads "pick from {min} to {max}" with an asterisk when min is above 0', () => {
    expect(modifierHint({ min: 1, max: 3 })).toEqual({ key: 'range', min: 1, max: 3, required: true });
  });

  it('reads "pick up to {count}" when nothing is required', () => {
    expect(modifierHint({ min: 0, max: 3 })).toEqual({ key: 'upTo', count: 3, required: false });
  });

  it('reads "pick {count}" when min equals max', () => {
    expect(modifierHint({ min: 2, max: 2 })).toEqual({ key: 'exact', count: 2, required: true });
  });
});
