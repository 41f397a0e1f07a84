// The product modal's content (spec §2 "Product info modal", §4 modifier selection): picture with the
// discount badge, name, weight × multiplicity, nutrition toggletip, description, expandable allergens,
// modifiers with their rules and the price they make, related products, and a counter or add/save.

// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import type { Product } from '@storefront/shared/contract';
import { formatPrice, selectionFromList, validateModifiers } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useCartActions } from '@storefront/shared/query';
import { Badge, Button, Counter, Price, ProductImage, useWeightText } from '@storefront/shared/ui';
import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initialModifierSelection,
  latestProductLine,
  priceWithModifiers,
  sameSelection,
  selectionToList,
} from '../domain/menu-rules';
import { useMenuContext } from '../lib/use-menu-context';
import { Allergens } from './allergens';
import { useCartBusy, useProductLines } from './menu-cart';
import { ModifierOptions } from './modifier-options';
import { NutritionTip } from './nutrition-tip';
import styles from './product-info.module.css';
import { RelatedProducts } from './related-products';
import { useFavoriteToggle } from './use-favorite-toggle';
import { reportCartFailure, useProductCart } from './use-product-cart';

export interface ProductInfoProps {
  product: Product;
  /** The cart line the modal was opened for (editing its modifiers). */
  cartKey?: string;
  onClose(): void;
}

export function ProductInfo({ product, cartKey, onClose }: ProductInfoProps) {
  const { t } = useTranslation(['menu-product', 'common']);
  const favorite = useFavoriteToggle(product.id, false);
  const { currency, fractional } = useMenuContext();
  const actions = useCartActions();
  const lines = useProductLines(product.id);
  const busy = useCartBusy();
  const counter = useProductCart(product);
  const weight = useWeightText(product.weight, product.sale_multiplicity);
  const hasModifiers = product.modifiers.available;
  const nameId = useId();
  const requiredId = useId();

  // The line being edited: the one asked for, else the product's latest (spec §4: saving modifiers
  // on a product already in the cart re-sends it). Until the visitor touches a modifier, the choices
  // shown are that line's (the cart may arrive after the modal opens), else the product's preset.
  const line =
    (cartKey ? lines.find((candidate) => candidate.key === cartKey) : undefined) ??
    latestProductLine(lines, product.id);
  const lineSelection = line && hasModifiers ? selectionFromList(line.modifiers) : null;
  const [touched, setTouched] = useState<Record<number, number> | null>(null);
  const selection = touched ?? lineSelection ?? initialModifierSelection(product.modifiers);
  const [submitting, setSubmitting] = useState(false);

  const liveLine = hasModifiers ? line : null;
  const valid = validateModifiers(product.modifiers, selection).length === 0;
  const unitPrice = priceWithModifiers(product.price, product.modifiers, selection);
  const discounted = product.discount > 0 && product.basic_price > product.price;
  const oldUnitPrice = discounted
    ? priceWithModifiers(product.basic_price, product.modifiers, selection)
    : null;
  const unavailable = product.type === 'stop' || product.type === 'unavailable';
  const changed = liveLine !== null && !sameSelection(selection, lineSelection ?? {});
  const price = formatPrice(unitPrice, { currency, fractional });

  const submit = async () => {
    if (!valid || submitting || busy) return;
    setSubmitting(true);
    const request = {
      product_key: product.key,
      count: liveLine && changed ? liveLine.count : 1,
      modifiers: selectionToList(selection),
      ...(liveLine && changed ? { replace_key: liveLine.key } : {}),
    };
    try {
      await actions.add(request);
      onClose();
    } catch (error) {
      // Re-enabled for another try; a delivery_address error opens the order-types modal (spec §8),
      // which adds this very choice once an address is chosen.
      setSubmitting(false);
      reportCartFailure(error, 'add', request);
    }
  };

  const image = product.images?.big ?? product.images?.small ?? null;

  return (
    <article className={styles.product} data-testid={testIds.menu.productModal} aria-labelledby={nameId}>
      <div className={styles.media}>
        <ProductImage image={image} iconSize={48} />
        {discounted && <Badge className={styles.discount} percent={product.discount} />}
      </div>

      <div className={styles.details}>
        <div className={styles.head}>
          {product.accent && product.accent_text && (
            <Badge tone="brand" className={styles.accent}>
              {product.accent_text}
            </Badge>
          )}
          <h2 id={nameId} className={styles.name}>
            {product.name}
          </h2>
          <div className={styles.meta}>
            {weight && <span>{weight}</span>}
            {product.nutritional_value && <NutritionTip value={product.nutritional_value} />}
            {favorite && (
              <Button variant="ghost" size="s" aria-pressed={favorite.active} onClick={favorite.onToggle}>
                <Heart size={16} aria-hidden="true" fill={favorite.active ? 'currentColor' : 'none'} />
                {t(favorite.active ? 'favorites.remove' : 'favorites.add')}
              </Button>
            )}
          </div>
          {product.description && <p className={styles.description}>{product.description}</p>}
          <Allergens allergens={product.allergens} />
        </div>

        {hasModifiers && (
          <ModifierOptions
            modifiers={product.modifiers}
            selection={selection}
            onChange={setTouched}
            disabled={submitting || unavailable}
          />
        )}

        {product.has_related_products && <RelatedProducts product={product} />}

        <div className={styles.footer}>
          <Price
            className={styles.total}
            value={unitPrice}
            oldValue={oldUnitPrice}
            currency={currency}
            fractional={fractional}
            size="l"
          />
          {unavailable ? (
            <Button variant="secondary" aria-disabled="true" className={styles.action}>
              {t('common:card.unavailable')}
            </Button>
          ) : !hasModifiers && counter.count > 0 ? (
            <Counter
              value={counter.count}
              max={counter.max}
              disabled={counter.disabled}
              loading={counter.busy}
              label={product.name}
              onChange={(next) => (next > counter.count ? counter.onIncrease() : counter.onDecrease())}
            />
          ) : hasModifiers && liveLine && !changed ? (
            <span className={styles.inCart}>
              <span className={styles.inCartLabel}>{t('productModal.inCart')}</span>
              <Counter
                value={counter.count}
                max={counter.max}
                disabled={counter.disabled}
                loading={counter.busy}
                label={product.name}
                onChange={(next) => (next > counter.count ? counter.onIncrease() : counter.onDecrease())}
              />
            </span>
          ) : (
            <Button
              className={styles.action}
              loading={submitting}
              aria-disabled={!valid || busy || undefined}
              aria-describedby={valid ? undefined : requiredId}
              onClick={() => void (hasModifiers || changed ? submit() : counter.onAdd())}
              data-testid={testIds.menu.productModalSubmit}
            >
              {changed ? t('productModal.saveFor', { price }) : t('productModal.addFor', { price })}
            </Button>
          )}
          {!valid && !unavailable && (
            <p id={requiredId} className={styles.required}>
              {t('productModal.chooseRequired')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
