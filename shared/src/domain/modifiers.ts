// Modifier rules of spec §4 and §5: single modifiers count between their min and max; a group caps
// the total of its modifiers at max (and needs at least min); a single-click group (max − min is 0
// or 1) replaces the selection on click; hints read "pick from {min} to {max}", "pick up to {count}",
// "pick {count}", with an asterisk when min is above 0.

export interface ModifierRule {
  id: number;
  min: number;
  max: number;
  /** `stop` means unavailable. */
  type?: 'default' | 'stop';
}

export interface ModifierGroupRule {
  id: number;
  min: number;
  max: number;
  modifiers: readonly ModifierRule[];
}

export interface ModifierSpec {
  single: readonly ModifierRule[];
  groups: readonly ModifierGroupRule[];
}

/** modifier id → count; absent means 0. */
export type ModifierSelection = Readonly<Record<number, number>>;

export type ModifierIssue =
  | { kind: 'unknown'; modifierId: number }
  | { kind: 'unavailable'; modifierId: number }
  | { kind: 'single-range'; modifierId: number; min: number; max: number; count: number }
  | { kind: 'group-range'; groupId: number; min: number; max: number; total: number };

export function selectionFromList(list: readonly { id: number; count: number }[]): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const { id, count } of list) selection[id] = (selection[id] ?? 0) + count;
  return selection;
}

/** Every way the selection breaks the product's modifier rules; empty when it is valid. */
export function validateModifiers(spec: ModifierSpec, selection: ModifierSelection): ModifierIssue[] {
  const issues: ModifierIssue[] = [];
  const known = new Set<number>();
  for (const modifier of spec.single) {
    known.add(modifier.id);
    const count = selection[modifier.id] ?? 0;
    if (count > 0 && modifier.type === 'stop') issues.push({ kind: 'unavailable', modifierId: modifier.id });
    // A stopped modifier cannot be required: its min no longer binds.
    const min = modifier.type === 'stop' ? 0 : modifier.min;
    if (count < min || count > modifier.max)
      issues.push({ kind: 'single-range', modifierId: modifier.id, min, max: modifier.max, count });
  }
  for (const group of spec.groups) {
    let total = 0;
    for (const modifier of group.modifiers) {
      known.add(modifier.id);
      const count = selection[modifier.id] ?? 0;
      total += count;
      if (count > 0 && modifier.type === 'stop')
        issues.push({ kind: 'unavailable', modifierId: modifier.id });
      if (count < 0 || count > modifier.max)
        issues.push({ kind: 'single-range', modifierId: modifier.id, min: 0, max: modifier.max, count });
    }
    if (total < group.min || total > group.max)
      issues.push({ kind: 'group-range', groupId: group.id, min: group.min, max: group.max, total });
  }
  for (const [id, count] of Object.entries(selection)) {
    if (count !== 0 && !known.has(Number(id))) issues.push({ kind: 'unknown', modifierId: Number(id) });
  }
  return issues;
}

/** Spec §4: a group whose max − min is 0 or 1 behaves like radio buttons. */
export function isSingleClickGroup(group: Pick<ModifierGroupRule, 'min' | 'max'>): boolean {
  const spread = group.max - group.min;
  return spread === 0 || spread === 1;
}

/** The preselection a product opens with: each single at its min, one modifier per required single-click group. */
export function defaultModifierSelection(spec: ModifierSpec): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const modifier of spec.single)
    if (modifier.min > 0 && modifier.type !== 'stop') selection[modifier.id] = modifier.min;
  for (const group of spec.groups) {
    if (group.min <= 0 || !isSingleClickGroup(group)) continue;
    const first = group.modifiers.find((modifier) => modifier.type !== 'stop');
    if (first) selection[first.id] = group.min;
  }
  return selection;
}
