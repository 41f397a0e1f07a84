// The brands, and the one brand rule two deployables apply (the shell's about page and the cart's
// related carousel). Brands are deployments: the runtime config names the brand. A remote's own
// brand rules are in its src/domain/.

export type BrandAlias = 'pizza' | 'rolls' | 'wok' | 'shawarma' | 'lavash';

/** Spec §2: the cart's related carousel wording and the hidden order-type switch. */
export const PIZZA_BRAND: BrandAlias = 'pizza';
