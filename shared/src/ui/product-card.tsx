import { formatQuantity } from '@storefront/shared/domain';
import { testIds as qaIds } from '@storefront/shared/qa';
import { Heart, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { cx } from './class-names';
import { Counter } from './counter';
import { Price } from './price';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

export type WeightUnit = 'g' | 'kg' | 'ml' | 'l' | 'pcs';
export type ProductCardLayout = 'auto' | 'column' | 'row';

export interface ProductCardTestIds {
  card?: string;
  add?: string;
  plus?: string;
  minus?: string;
  count?: string;
}

export interface ProductCardProps {
  id: number | string;
  name: string;
  description?: string | null;
  /** Drawn at a fixed square ratio; width and height reserve the space before it loads (CLS 0). */
  image?: { url: string; width: number; height: number } | null;
  /** Above the fold: loads at once with high priority. Otherwise lazy. */
  priority?: boolean;
  weight?: { value: number; unit: WeightUnit } | null;
  /** Pieces in one sale unit; above 1 the weight reads "450 g × 2 pcs". */
  saleMultiplicity?: number;
  price: number;
  /** The price before the discount, struck through when above `price`. */
  oldPrice?: number | null;
  /** Discount percent for the badge; 0 or absent shows none. */
  discount?: number;
  currency?: string | null;
  fractional?: boolean;
  /** The accent label (new, hit, spicy, vegan, kids) with its text from the server. */
  accent?: { kind: string; text: string } | null;
  /** Units in the cart: 0 shows the add button, more shows minus/count/plus. */
  count: number;
  /** Plus is off once the count reaches it (spec §5: 100 − sale_multiplicity). */
  max?: number;
  /** Every button off: the cart is fetching or processing (spec §2). */
  disabled?: boolean;
  /** A call for this product is in flight. */
  busy?: boolean;
  /** Not sold right now (stop list or not in this shop): no add button. */
  unavailable?: boolean;
  /** The product has options to choose: the button reads "Choose" and should open them. */
  hasOptions?: boolean;
  /** Data attributes of the add button, for scripts of the page that act on it before hydration. */
  addButtonData?: Record<`data-${string}`, string>;
  onAdd(): void;
  onIncrease(): void;
  onDecrease(): void;
  /** Opens the product's details (the name and picture become one control). */
  onOpen?(): void;
  /** row: picture beside the text; column: picture on top; auto: row on mobile, column above. */
  layout?: ProductCardLayout;
  headingLevel?: 2 | 3 | 4;
  /** QA ids (QA-CONTRACT menu row); by default from the product id. `false` leaves them out. */
  testIds?: ProductCardTestIds | false;
  className?: string;
  /** The heart of a signed-in customer's favourites (absent for guests). */
  favorite?: { active: boolean; onToggle(): void; testId?: string };
}

const ACCENT_TONES: Record<string, BadgeTone> = {
  hit: 'brand',
  new: 'success',
  spicy: 'error',
  vegan: 'success',
  kids: 'neutral',
};

function defaultTestIds(id: number | string): Required<ProductCardTestIds> {
  return {
    card: qaIds.menu.productCard(id),
    add: qaIds.menu.productAdd(id),
    plus: qaIds.menu.productPlus(id),
    minus: qaIds.menu.productMinus(id),
    count: qaIds.menu.productCount(id),
  };
}

/** "450 g", or "450 g × 2 pcs" for a sale unit of several pieces, in the current language. */
export function useWeightText(
  weight: { value: number; unit: WeightUnit } | null | undefined,
  saleMultiplicity = 1,
): string | null {
  const { t } = useTranslation('common');
  if (!weight || weight.value <= 0) return null;
  const value = formatQuantity(weight.value);
  const text = t(`units.${weight.unit}`, { value });
  if (saleMultiplicity <= 1) return text;
  return t('units.perSaleUnit', {
    weight: text,
    pieces: t('units.pieces', { count: saleMultiplicity }),
  });
}

/**
 * The product card of DESIGN.md, the same in the menu, the popular carousel and related products:
 * picture, name, two lines of description, weight, price (old price and discount badge when
 * discounted), accent label, and an add button that turns into a minus/count/plus counter. It only
 * shows what it is given and reports presses; the caller talks to the cart.
 */
export function ProductCard({
  id,
  name,
  description,
  image,
  priority = false,
  weight,
  saleMultiplicity = 1,
  price,
  oldPrice,
  discount = 0,
  currency,
  fractional,
  accent,
  count,
  max,
  disabled = false,
  busy = false,
  unavailable = false,
  hasOptions = false,
  addButtonData,
  onAdd,
  onIncrease,
  onDecrease,
  onOpen,
  layout = 'auto',
  headingLevel = 3,
  testIds,
  className,
  favorite,
}: ProductCardProps) {
  const { t } = useTranslation('common');
  const nameId = useId();
  const ids: ProductCardTestIds = testIds === false ? {} : { ...defaultTestIds(id), ...testIds };
  const weightText = useWeightText(weight, saleMultiplicity);
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className={cx(styles.card, styles[layout], unavailable && styles.unavailable, className)}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      data-testid={ids.card}
    >
      <div className={styles.body}>
        <div className={styles.media}>
          <ProductImage
            image={image ?? null}
            iconSize={32}
            loading={priority ? 'eager' : 'lazy'}
            priority={priority}
            className={styles.image}
          />
          {(accent || discount > 0) && (
            <span className={styles.badges}>
              {accent && <Badge tone={ACCENT_TONES[accent.kind] ?? 'neutral'}>{accent.text}</Badge>}
              {discount > 0 && <Badge percent={discount} />}
            </span>
          )}
          {favorite && (
            <button
              type="button"
              className={styles.favorite}
              aria-pressed={favorite.active}
              aria-label={t(favorite.active ? 'card.unfavorite' : 'card.favorite', { name })}
              data-testid={favorite.testId}
              onClick={favorite.onToggle}
            >
              <Heart
                size={18}
                aria-hidden="true"
                focusable="false"
                fill={favorite.active ? 'currentColor' : 'none'}
              />
            </button>
          )}
        </div>
        <div className={styles.text}>
          <Heading className={styles.name} id={nameId}>
            {onOpen ? (
              <button type="button" className={styles.open} onClick={onOpen}>
                {name}
              </button>
            ) : (
              name
            )}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
          {weightText && <p className={styles.weight}>{weightText}</p>}
        </div>
      </div>
      <div className={styles.footer}>
        <Price
          className={styles.price}
          value={price}
          oldValue={oldPrice}
          currency={currency}
          fractional={fractional}
        />
        {unavailable ? (
          <span className={styles.soldOut}>{t('card.unavailable')}</span>
        ) : count > 0 ? (
          <Counter
            className={styles.counter}
            value={count}
            max={max}
            disabled={disabled}
            loading={busy}
            size="s"
            label={name}
            onChange={(next) => (next > count ? onIncrease() : onDecrease())}
            testIds={{ minus: ids.minus, count: ids.count, plus: ids.plus }}
          />
        ) : (
          <Button
            {...addButtonData}
            className={styles.add}
            variant="secondary"
            size="s"
            aria-label={hasOptions ? t('card.chooseNamed', { name }) : t('card.addNamed', { name })}
            aria-disabled={disabled || (max !== undefined && max <= 0) || undefined}
            loading={busy}
            onClick={() => {
              if (!disabled && (max === undefined || max > 0)) onAdd();
            }}
            data-testid={ids.add}
          >
            {!hasOptions && <Plus size={16} aria-hidden="true" focusable="false" />}
            {hasOptions ? t('card.choose') : t('card.add')}
          </Button>
        )}
      </div>
    </article>
  );
}
