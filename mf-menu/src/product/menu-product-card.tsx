import type { Product } from '@storefront/shared/contract';
import { ProductCard, type ProductCardProps } from '@storefront/shared/ui';
import { useMenuContext } from '../lib/use-menu-context';
import { openProduct } from './open-product';
import { useFavoriteToggle } from './use-favorite-toggle';
import { useProductCart } from './use-product-cart';

export interface MenuProductCardProps {
  product: Product;
  priority?: boolean;
  layout?: ProductCardProps['layout'];
  headingLevel?: ProductCardProps['headingLevel'];
  testIds?: ProductCardProps['testIds'];
  /** Called before the card opens its modal (a modal that shows related products closes first). */
  onOpen?(): void;
}

/** The shared ProductCard bound to a menu product and the cart. */
export function MenuProductCard({
  product,
  priority,
  layout,
  headingLevel,
  testIds,
  onOpen,
}: MenuProductCardProps) {
  const { currency, fractional } = useMenuContext();
  const cart = useProductCart(product);
  const favorite = useFavoriteToggle(product.id, testIds !== false);
  const discounted = product.discount > 0 && product.basic_price > product.price;
  return (
    <ProductCard
      id={product.id}
      name={product.name}
      description={product.description}
      image={product.images?.small ?? null}
      priority={priority}
      weight={product.weight}
      saleMultiplicity={product.sale_multiplicity}
      price={product.price_with_modifiers || product.price}
      oldPrice={discounted ? product.basic_price + (product.price_with_modifiers - product.price) : null}
      discount={discounted ? product.discount : 0}
      currency={currency}
      fractional={fractional}
      accent={
        product.accent && product.accent_text ? { kind: product.accent, text: product.accent_text } : null
      }
      count={cart.count}
      max={cart.max}
      disabled={cart.disabled}
      busy={cart.busy}
      unavailable={product.type === 'stop' || product.type === 'unavailable'}
      hasOptions={cart.hasOptions}
      addButtonData={cart.earlyAdd ? { 'data-early-add': cart.earlyAdd } : undefined}
      onAdd={cart.onAdd}
      onIncrease={cart.onIncrease}
      onDecrease={cart.onDecrease}
      onOpen={() => {
        onOpen?.();
        openProduct(product.id);
      }}
      layout={layout}
      headingLevel={headingLevel}
      testIds={testIds}
      favorite={favorite}
    />
  );
}
