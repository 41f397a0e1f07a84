// The shell's brand rules (spec §2, §9): the burger menu's items, the rotating logo and the lavash
// brand's profile side menu. Brands are deployments: the runtime config names the brand. The brand
// names two deployables use are in @storefront/shared/domain.
import type { BrandAlias } from '@storefront/shared/domain';

/** Spec §2: the lavash brand opens a side menu from the profile entry. */
const LAVASH_BRAND: BrandAlias = 'lavash';
/** Spec §2/§9: the logo rotates among 4 images every 3 s for one brand. */
const LOGO_ROTATION_BRAND: BrandAlias = 'rolls';

export type BurgerItem = 'city' | 'stores' | 'deliveryTerms' | 'howToPay' | 'requestCall' | 'about' | 'phone';

const BURGER_ITEMS: BurgerItem[] = [
  'city',
  'stores',
  'deliveryTerms',
  'howToPay',
  'requestCall',
  'about',
  'phone',
];

/** Spec §2: 'our stores' is hidden for one brand and 'about us' for one brand. */
const HIDDEN_BURGER_ITEMS: Partial<Record<BrandAlias, BurgerItem[]>> = {
  lavash: ['stores'],
  shawarma: ['about'],
};

/** The burger menu's items for a brand, in the spec's order. */
export function burgerItems(brand: string): BurgerItem[] {
  const hidden = HIDDEN_BURGER_ITEMS[brand as BrandAlias] ?? [];
  return BURGER_ITEMS.filter((item) => !hidden.includes(item));
}

export function rotatesLogo(brand: string): boolean {
  return brand === LOGO_ROTATION_BRAND;
}

/** What of the brand's settings (GET /api/settings) decides the profile entry: whether sign-in is on. */
export interface BrandSignIn {
  customers: { is_auth_enabled: boolean };
}

/**
 * Spec §2: for the lavash brand, profile opens a side menu; for others it links to the profile. The
 * menu is a signed-in customer's, so it exists only where the brand's settings switch sign-in on; a
 * deployment with sign-in off offers the guest order lookup instead.
 */
export function profileOpensSideMenu(brand: string, settings: BrandSignIn): boolean {
  return brand === LAVASH_BRAND && settings.customers.is_auth_enabled;
}
