// Shapes snapshot rows into the contract's Product, ProductGroup and friends, in a city's prices.
import type { Image, Modifier, Product, ProductGroup, ProductType } from '@storefront/shared/contract';
import {
  defaultModifierSelection,
  type ModifierSpec,
  maxProductCount,
  roundMoney,
} from '@storefront/shared/domain';
import type { PictureData } from '../../db/schema/json-types';
import { discountedPrice, unitPriceWithModifiers } from '../../domain/pricing';
import { productPictureUrl } from '../media/dish';
import { PICTURE_SIZES, type PictureSize, pictureUrl } from '../media/emoji';
import type { BrandSnapshot, CitySnap, ModifierRow, ProductModifiers, ProductRow } from './snapshot';

/** A seeded picture in one size, at the origin the snapshot's pictures are served from. */
export function image(
  snapshot: Pick<BrandSnapshot, 'mediaOrigin'>,
  picture: PictureData,
  size: PictureSize,
): Image {
  const [width, height] = PICTURE_SIZES[size];
  return { url: `${snapshot.mediaOrigin}${pictureUrl(picture, size)}`, width, height };
}

/** A product's own drawn picture (media/dish.ts) in one size, or its seeded emoji when it has none. */
export function productImage(
  snapshot: Pick<BrandSnapshot, 'pictureVersions' | 'mediaOrigin'>,
  product: Pick<ProductRow, 'id' | 'picture'>,
  size: PictureSize,
): Image | null {
  if (!product.picture) return null;
  const version = snapshot.pictureVersions.get(product.id);
  if (!version) return image(snapshot, product.picture, size);
  const [width, height] = PICTURE_SIZES[size];
  return { url: `${snapshot.mediaOrigin}${productPictureUrl(product.id, version, size)}`, width, height };
}

/** A price from the brand's rouble list in the city's currency: × factor, rounded to the step. */
export function localPrice(city: CitySnap, base: number): number {
  const { priceFactor, priceStep } = city.country;
  if (priceFactor === 1 || base === 0) return base;
  const step = priceStep > 0 ? priceStep : 1;
  return roundMoney(Math.max(step, Math.round((base * priceFactor) / step) * step));
}

export function modifierSpec(modifiers: ProductModifiers): ModifierSpec {
  const rule = (row: ModifierRow) => ({ id: row.id, min: row.min, max: row.max, type: row.type });
  return {
    single: modifiers.single.map(rule),
    groups: modifiers.groups.map(({ group, modifiers: rows }) => ({
      id: group.id,
      min: group.min,
      max: group.max,
      modifiers: rows.map(rule),
    })),
  };
}

export function productPrices(city: CitySnap, product: ProductRow) {
  const basic = localPrice(city, product.basicPrice);
  return { basic, price: discountedPrice(basic, product.discountPercent) };
}

/** What the kitchen says about a product: sold, on stop, or not sold there. */
export function productState(
  snapshot: BrandSnapshot,
  kitchenId: number | null,
  productId: number,
): 'default' | 'stop' | 'unavailable' {
  if (kitchenId === null) return 'default';
  return snapshot.states.get(kitchenId)?.get(productId) ?? 'default';
}

export function productView(
  snapshot: BrandSnapshot,
  city: CitySnap,
  product: ProductRow,
  type: ProductType,
): Product {
  const modifiers = snapshot.modifiers.get(product.id) ?? { single: [], groups: [] };
  const preselected = defaultModifierSelection(modifierSpec(modifiers));
  const modifierView = (row: ModifierRow): Modifier => ({
    id: row.id,
    name: row.name,
    image: row.picture ? image(snapshot, row.picture, '96x96') : null,
    price: localPrice(city, row.price),
    min: row.min,
    max: row.max,
    type: row.type,
    count: preselected[row.id] ?? 0,
  });
  const single = modifiers.single.map(modifierView);
  const groups = modifiers.groups.map(({ group, modifiers: rows }) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    modifiers: rows.map(modifierView),
  }));
  const { basic, price } = productPrices(city, product);
  const chosen = [...single, ...groups.flatMap((group) => group.modifiers)].filter((m) => m.count > 0);
  return {
    id: product.id,
    key: String(product.id),
    alias: product.alias,
    name: product.name,
    description: product.description,
    images: product.picture
      ? {
          small: productImage(snapshot, product, '400x400')!,
          big: productImage(snapshot, product, '800x800')!,
        }
      : null,
    price,
    basic_price: basic,
    discount: product.discountPercent,
    price_with_modifiers: unitPriceWithModifiers(price, chosen),
    accent: (product.accent as Product['accent']) ?? null,
    accent_text: product.accentText,
    type,
    alert: product.alert,
    count: 0,
    quantity: maxProductCount(product.saleMultiplicity),
    sale_multiplicity: product.saleMultiplicity,
    sale_multiplicity_last_hour: product.saleMultiplicityLastHour,
    weight: { value: product.weightValue, unit: product.weightUnit as Product['weight']['unit'] },
    nutritional_value: product.nutrition,
    allergens: product.allergens,
    has_related_products: (snapshot.relatedByGroup.get(product.groupId)?.length ?? 0) > 0,
    product_group_id: product.groupId,
    sort: product.sort,
    modifiers: { available: single.length + groups.length > 0, single, groups },
  };
}

/** The menu of a context: non-empty groups with what the kitchen sells; stopped products flagged. */
export function menuGroups(
  snapshot: BrandSnapshot,
  city: CitySnap,
  kitchenId: number | null,
): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const group of snapshot.groups) {
    const items: Product[] = [];
    for (const product of snapshot.productsByGroup.get(group.id) ?? []) {
      const state = productState(snapshot, kitchenId, product.id);
      if (state === 'unavailable') continue;
      items.push(productView(snapshot, city, product, state === 'stop' ? 'stop' : 'default'));
    }
    if (items.length === 0) continue;
    groups.push({
      id: group.id,
      alias: group.alias,
      name: group.name,
      sort: group.sort,
      show_on_main: group.showOnMain,
      images: group.picture ? { big: image(snapshot, group.picture, '800x800') } : null,
      products: items,
    });
  }
  return groups;
}
