// The product modal's modifier groups (spec §4, §5): what a click on a modifier does, when plus is
// disabled, and the hint under each group. The rules the API also checks are in @storefront/shared/domain.
import {
  isSingleClickGroup,
  type ModifierGroupRule,
  type ModifierSelection,
} from '@storefront/shared/domain';

export function groupTotal(group: ModifierGroupRule, selection: ModifierSelection): number {
  return group.modifiers.reduce((sum, modifier) => sum + (selection[modifier.id] ?? 0), 0);
}

/** Plus is disabled in a group once its total reaches max. */
export function canIncreaseInGroup(group: ModifierGroupRule, selection: ModifierSelection): boolean {
  return groupTotal(group, selection) < group.max;
}

/**
 * A click on a modifier of a group: a single-click group replaces its selection with that modifier
 * (a second click on a selected one clears it unless the group needs one); other groups add one while
 * the group total is below max.
 */
export function clickGroupModifier(
  group: ModifierGroupRule,
  selection: ModifierSelection,
  modifierId: number,
): Record<number, number> {
  const next: Record<number, number> = { ...selection };
  const modifier = group.modifiers.find((candidate) => candidate.id === modifierId);
  if (!modifier || modifier.type === 'stop') return next;
  if (isSingleClickGroup(group)) {
    const wasSelected = (selection[modifierId] ?? 0) > 0;
    for (const other of group.modifiers) delete next[other.id];
    if (!wasSelected || group.min > 0) next[modifierId] = 1;
    return next;
  }
  if (canIncreaseInGroup(group, selection) && (selection[modifierId] ?? 0) < modifier.max)
    next[modifierId] = (selection[modifierId] ?? 0) + 1;
  return next;
}

export type ModifierHint =
  | { key: 'range'; min: number; max: number; required: boolean }
  | { key: 'upTo'; count: number; required: false }
  | { key: 'exact'; count: number; required: boolean };

/** Spec §5 hint for a group or single modifier; `required` shows the asterisk (min above 0). */
export function modifierHint({ min, max }: { min: number; max: number }): ModifierHint {
  if (min === max) return { key: 'exact', count: max, required: min > 0 };
  if (min <= 0) return { key: 'upTo', count: max, required: false };
  return { key: 'range', min, max, required: true };
}
