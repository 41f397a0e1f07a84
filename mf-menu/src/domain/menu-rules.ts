// Menu rules of spec §2, §4 and §5 that the home page, the product card and the product modal apply:
// which groups show, the desktop popular groups, the category bar's scroll spy and hiding, the home
// URL query, card counters from cart lines, the modifier counters and the price they add, the
// last-work-hour alert, and the menu search and allergen/dietary filters (beyond the spec).
import {
  defaultModifierSelection,
  isSingleClickGroup,
  type MinuteWindow,
  type ModifierGroupRule,
  type ModifierRule,
  type ModifierSelection,
} from '@storefront/shared/domain';
import { LAST_HOUR_ALERT_BRAND, LAST_HOUR_HIDDEN_COUNTRY, POPULAR_GROUPS_MAX } from './constants';
import { lastHour } from './last-hour';
import { canIncreaseInGroup } from './modifier-rules';

// ── Groups ────────────────────────────────────────────────────────────────────────────────────────

export interface MenuGroupLike<P> {
  alias: string;
  show_on_main: boolean;
  products: readonly P[];
}

/** Spec §2: the category bar and the sections list only groups with products. */
export function nonEmptyGroups<G extends { products: readonly unknown[] }>(groups: readonly G[]): G[] {
  return groups.filter((group) => group.products.length > 0);
}

/** Spec §2: up to three show_on_main groups as top cards on desktop, when the setting is on. */
export function popularGroups<G extends MenuGroupLike<unknown>>(
  groups: readonly G[],
  settingOn: boolean,
): G[] {
  if (!settingOn) return [];
  return groups
    .filter((group) => group.show_on_main && group.products.length > 0)
    .slice(0, POPULAR_GROUPS_MAX);
}

// ── Search and filters (beyond the spec) ──────────────────────────────────────────────────────────

export type DietaryFilter = 'vegan' | 'noSpicy' | 'kids';
export const DIETARY_FILTERS: readonly DietaryFilter[] = ['vegan', 'noSpicy', 'kids'];

export interface MenuFilter {
  query: string;
  /** Hide products that contain any of these allergens. */
  excludeAllergens: readonly string[];
  dietary: readonly DietaryFilter[];
}

export const EMPTY_MENU_FILTER: MenuFilter = { query: '', excludeAllergens: [], dietary: [] };

export interface FilterableProduct {
  name: string;
  description: string;
  allergens: readonly string[];
  accent: string | null;
}

/** Lower case, ё as е, one space between words: what a search compares. */
function normalizeSearchText(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

export function isFilterActive(filter: MenuFilter): boolean {
  return (
    normalizeSearchText(filter.query) !== '' ||
    filter.excludeAllergens.length > 0 ||
    filter.dietary.length > 0
  );
}

/** Every word of the query appears in the name or the description. */
export function matchesQuery(product: FilterableProduct, query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(`${product.name} ${product.description}`);
  return words.every((word) => haystack.includes(word));
}

function matchesFilter(product: FilterableProduct, filter: MenuFilter): boolean {
  if (!matchesQuery(product, filter.query)) return false;
  if (filter.excludeAllergens.length > 0) {
    const excluded = new Set(filter.excludeAllergens.map(normalizeSearchText));
    if (product.allergens.some((allergen) => excluded.has(normalizeSearchText(allergen)))) return false;
  }
  for (const diet of filter.dietary) {
    if (diet === 'vegan' && product.accent !== 'vegan') return false;
    if (diet === 'kids' && product.accent !== 'kids') return false;
    if (diet === 'noSpicy' && product.accent === 'spicy') return false;
  }
  return true;
}

/** The groups with only the products the filter keeps; groups left empty drop out. */
export function filterMenuGroups<P extends FilterableProduct, G extends { products: readonly P[] }>(
  groups: readonly G[],
  filter: MenuFilter,
): G[] {
  if (!isFilterActive(filter)) return nonEmptyGroups(groups);
  return nonEmptyGroups(
    groups.map((group) => ({ ...group, products: group.products.filter((p) => matchesFilter(p, filter)) })),
  );
}

/** The allergens the menu mentions, each once, in Russian alphabetical order. */
export function menuAllergens(groups: readonly { products: readonly FilterableProduct[] }[]): string[] {
  const seen = new Map<string, string>();
  for (const group of groups)
    for (const product of group.products)
      for (const allergen of product.allergens) {
        const key = normalizeSearchText(allergen);
        if (key && !seen.has(key)) seen.set(key, allergen.trim());
      }
  // One collator for the whole sort: `localeCompare` with a locale builds one per comparison.
  return [...seen.values()].sort(new Intl.Collator('ru').compare);
}

// ── Category bar ──────────────────────────────────────────────────────────────────────────────────

/** On mobile the category bar hides when less than this is left to scroll (spec §2 "near the bottom"). */
const CATEGORY_BAR_HIDE_NEAR_BOTTOM_PX = 320;

/**
 * The active group: the last section whose top has reached `line` (the bottom edge of the sticky
 * header and bar). Before the first section reaches it, the first group is active.
 */
export function activeSectionIndex(sectionTops: readonly number[], line: number): number {
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top <= line + 1) active = index;
  });
  return active;
}

export function isNearPageBottom(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  threshold = CATEGORY_BAR_HIDE_NEAR_BOTTOM_PX,
): boolean {
  return documentHeight - (scrollY + viewportHeight) < threshold;
}

/**
 * Where the window scrolls to bring a group into view (spec §2/§9): its top, less the sticky header
 * above it and the 80 px (mobile) or 100 px (desktop) offset the category bar and a margin take.
 */
export function groupScrollTop(sectionTop: number, headerHeight: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop - headerHeight - offset));
}

// ── Home URL query (spec §2) ──────────────────────────────────────────────────────────────────────

export interface HomeQueryPlan {
  /** The group to scroll to after the load delay: `group`, or `tab` for links that name it so. */
  scrollTo: string | null;
  /** view=cart: open the cart, then drop the parameter. */
  openCart: boolean;
  /** The URL is not rewritten when utm_source, modal or an order outcome (state) is present. */
  canRewrite: boolean;
}

export function homeQueryPlan(search: URLSearchParams): HomeQueryPlan {
  // An order's outcome (`state=payment-success|payment-failure`, e.g. back from 3-D Secure with the
  // group the visitor had scrolled to) is read at the top: the page neither scrolls away to a group
  // nor starts writing the active group.
  const outcome = search.has('state');
  return {
    scrollTo: outcome ? null : search.get('group') || search.get('tab') || null,
    openCart: search.get('view') === 'cart',
    canRewrite: !outcome && !search.has('utm_source') && !search.has('modal'),
  };
}

/** The query with `group` set to the active group; null when it already says so or may not change. */
export function queryWithGroup(search: URLSearchParams, alias: string): URLSearchParams | null {
  if (!homeQueryPlan(search).canRewrite || search.get('group') === alias) return null;
  const next = new URLSearchParams(search);
  next.set('group', alias);
  return next;
}

/** The query without view=cart once the cart has opened; null when there is nothing to rewrite. */
export function queryWithoutView(search: URLSearchParams): URLSearchParams | null {
  if (!homeQueryPlan(search).canRewrite || !search.has('view')) return null;
  const next = new URLSearchParams(search);
  next.delete('view');
  return next;
}

// ── Card counters from cart lines ─────────────────────────────────────────────────────────────────

export interface MenuCartLine {
  key: string;
  id: number;
  count: number;
  added_at: string;
}

/** Where the visitor orders from, as far as an add to the cart needs it. */
export interface ChosenLocation {
  orderType: 'delivery' | 'takeaway';
  shopId: number | null;
  deliveryAddress: unknown;
  deliveryZoneId: number | null;
}

/**
 * Whether the server takes an add as it is: takeaway from a chosen shop, or delivery to a chosen address
 * whose zone is known. Otherwise the add answers "choose where" and the order-types window opens.
 */
export function locationTakesAdd(location: ChosenLocation): boolean {
  return location.orderType === 'takeaway'
    ? location.shopId !== null
    : location.deliveryAddress !== null && location.deliveryZoneId !== null;
}

/** Units of a product in the cart, over all its lines (each modifier choice is its own line). */
export function productCountInCart(lines: readonly MenuCartLine[], productId: number): number {
  return lines.reduce((sum, line) => (line.id === productId ? sum + line.count : sum), 0);
}

/** The line a card's plus and minus act on: the product's most recently added line. */
export function latestProductLine<L extends MenuCartLine>(lines: readonly L[], productId: number): L | null {
  let latest: L | null = null;
  for (const line of lines) {
    if (line.id !== productId) continue;
    if (!latest || line.added_at > latest.added_at) latest = line;
  }
  return latest;
}

/**
 * Spec §4 counter: minus changes the local count at once and the removal is sent after the debounce;
 * a plus while removals wait cancels one of them instead of adding. What to send for one press.
 */
export function counterPress(
  pendingRemovals: number,
  direction: 'plus' | 'minus',
): { pendingRemovals: number; addNow: boolean } {
  if (direction === 'minus') return { pendingRemovals: pendingRemovals + 1, addNow: false };
  if (pendingRemovals > 0) return { pendingRemovals: pendingRemovals - 1, addNow: false };
  return { pendingRemovals: 0, addNow: true };
}

// ── Modifier counters and price ───────────────────────────────────────────────────────────────────

export interface PricedModifier extends ModifierRule {
  price: number;
  /** Preselected count the product opens with. */
  count?: number;
}

export interface PricedModifierGroup extends ModifierGroupRule {
  modifiers: readonly PricedModifier[];
}

export interface PricedModifierSpec {
  single: readonly PricedModifier[];
  groups: readonly PricedModifierGroup[];
}

/** The product's preselection: the server's counts when it sends any, else the §4 defaults. */
export function initialModifierSelection(spec: PricedModifierSpec): Record<number, number> {
  const preset: Record<number, number> = {};
  for (const modifier of [...spec.single, ...spec.groups.flatMap((group) => group.modifiers)])
    if ((modifier.count ?? 0) > 0 && modifier.type !== 'stop') preset[modifier.id] = modifier.count ?? 0;
  return Object.keys(preset).length > 0 ? preset : defaultModifierSelection(spec);
}

/** Whether plus may add one of this modifier: its own max, and for a group the group max. */
export function canIncreaseModifier(
  modifier: ModifierRule,
  group: ModifierGroupRule | null,
  selection: ModifierSelection,
): boolean {
  if (modifier.type === 'stop') return false;
  const count = selection[modifier.id] ?? 0;
  if (count >= modifier.max) return false;
  if (group && !isSingleClickGroup(group) && !canIncreaseInGroup(group, selection)) return false;
  return true;
}

/** Whether minus may take one away: not below 0, nor below a single modifier's own min. */
export function canDecreaseModifier(
  modifier: ModifierRule,
  group: ModifierGroupRule | null,
  selection: ModifierSelection,
): boolean {
  const count = selection[modifier.id] ?? 0;
  const floor = group || modifier.type === 'stop' ? 0 : modifier.min;
  return count > floor;
}

/** One plus or minus press on a counted modifier; an impossible press leaves the selection as it is. */
export function stepModifier(
  modifier: ModifierRule,
  group: ModifierGroupRule | null,
  selection: ModifierSelection,
  delta: 1 | -1,
): Record<number, number> {
  const next: Record<number, number> = { ...selection };
  const allowed =
    delta > 0
      ? canIncreaseModifier(modifier, group, selection)
      : canDecreaseModifier(modifier, group, selection);
  if (!allowed) return next;
  const count = (selection[modifier.id] ?? 0) + delta;
  if (count > 0) next[modifier.id] = count;
  else delete next[modifier.id];
  return next;
}

/** What the chosen modifiers add to one unit: the sum of price × count. */
export function modifiersPrice(spec: PricedModifierSpec, selection: ModifierSelection): number {
  let sum = 0;
  for (const modifier of [...spec.single, ...spec.groups.flatMap((group) => group.modifiers)])
    sum += modifier.price * (selection[modifier.id] ?? 0);
  return Math.round(sum * 100) / 100;
}

/**
 * The unit price the modal shows for a selection: the product's price plus the modifiers. Only a
 * preview; the cart's price comes from the server (house rule 6).
 */
export function priceWithModifiers(
  price: number,
  spec: PricedModifierSpec,
  selection: ModifierSelection,
): number {
  return Math.round((price + modifiersPrice(spec, selection)) * 100) / 100;
}

/** The selection as PUT /api/cart/add takes it: chosen modifiers only, by id. */
export function selectionToList(selection: ModifierSelection): { id: number; count: number }[] {
  return Object.entries(selection)
    .map(([id, count]) => ({ id: Number(id), count }))
    .filter((choice) => choice.count > 0)
    .sort((a, b) => a.id - b.id);
}

export function sameSelection(a: ModifierSelection, b: ModifierSelection): boolean {
  const left = selectionToList(a);
  const right = selectionToList(b);
  return (
    left.length === right.length &&
    left.every((choice, i) => choice.id === right[i]?.id && choice.count === right[i]?.count)
  );
}

// ── Last-work-hour alert (spec §4) ────────────────────────────────────────────────────────────────

export interface LastHourAlertInput {
  brand: string;
  orderType: 'delivery' | 'takeaway';
  countryCode: string | null;
  /** The takeaway shop's order windows of the business date (night shift: past 1440). */
  windows: readonly MinuteWindow[];
  /** Business minutes now (businessClock: before 04:00 counts for the previous day). */
  minutes: number;
}

/**
 * One brand only, takeaway only, hidden in country TR: within the 60 minutes before the last order
 * window ends, the alert shows the minutes left; at zero it is gone.
 */
export function lastHourAlert({ brand, orderType, countryCode, windows, minutes }: LastHourAlertInput): {
  visible: boolean;
  minutesLeft: number;
} {
  if (brand !== LAST_HOUR_ALERT_BRAND || orderType !== 'takeaway' || countryCode === LAST_HOUR_HIDDEN_COUNTRY)
    return { visible: false, minutesLeft: 0 };
  const state = lastHour(windows, minutes);
  return { visible: state.active && state.minutesLeft > 0, minutesLeft: state.minutesLeft };
}
