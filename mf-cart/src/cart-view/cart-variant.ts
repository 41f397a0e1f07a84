/** Where the cart view sits: CartModal (a sheet on mobile), the desktop's side cart, or /{city}/cart. */
export type CartVariant = 'modal' | 'side' | 'page';
