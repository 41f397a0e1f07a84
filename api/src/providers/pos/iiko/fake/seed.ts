// The fake iikoCloud's starting data, made from our demo catalogue: per brand one organization per
// city it serves and one terminal group per shop, and a nomenclature whose groups and products
// carry our aliases as their iiko `code` (how a chain moving onto the storefront keeps its ids).
// Ids are UUIDs derived from names, so two fakes seeded alike agree and tests can name them.
import { createHash } from 'node:crypto';
import { pictureUrl } from '../../../../modules/media/emoji';
import { BRANDS, type BrandAlias } from '../../../../seed/data/brands';
import type { CatalogSeed, ModifierSeed, ProductSeed, WeightUnit } from '../../../../seed/data/catalog/types';
import { CITIES } from '../../../../seed/data/cities';
import { shopPlans } from '../../../../seed/data/shops';
import { CATALOGS } from '../../../../seed/index';
import type {
  ChildModifier,
  NomenclatureGroup,
  NomenclatureProduct,
  Organization,
  TerminalGroup,
} from '../types';

/** A name-based UUID (the layout of RFC 9562 version 5, from SHA-1). */
export function fakeUuid(name: string): string {
  const hex = createHash('sha1').update(`iiko-fake:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const organizationIdOf = (brand: string, city: string) => fakeUuid(`org:${brand}:${city}`);
export const terminalGroupIdOf = (brand: string, city: string, shop: string) =>
  fakeUuid(`tg:${brand}:${city}:${shop}`);
export const groupIdOf = (brand: string, alias: string) => fakeUuid(`group:${brand}:${alias}`);
export const productIdOf = (brand: string, alias: string) => fakeUuid(`product:${brand}:${alias}`);
export const modifierGroupIdOf = (brand: string, alias: string) => fakeUuid(`mgroup:${brand}:${alias}`);
export const modifierIdOf = (brand: string, alias: string) => fakeUuid(`modifier:${brand}:${alias}`);
export const sizeFreePrice = (price: number) => [
  { sizeId: null, price: { currentPrice: price, isIncludedInMenu: true, nextPrice: null } },
];

export interface FakeBrand {
  alias: string;
  organizations: (Organization & { city: string })[];
  terminalGroups: (TerminalGroup & { shop: string })[];
  groups: NomenclatureGroup[];
  products: NomenclatureProduct[];
  /** Modifier items stop-listed at the start (the seed's `stop` modifiers), in every terminal group. */
  stoppedAtStart: string[];
}

/** iiko measures in kilograms, litres or pieces. */
function measure(weight: number, unit: WeightUnit): { weight: number; measureUnit: string } {
  switch (unit) {
    case 'g':
      return { weight: weight / 1000, measureUnit: 'кг' };
    case 'ml':
      return { weight: weight / 1000, measureUnit: 'л' };
    case 'kg':
      return { weight, measureUnit: 'кг' };
    case 'l':
      return { weight, measureUnit: 'л' };
    default:
      return { weight, measureUnit: 'шт' };
  }
}

function product(
  brand: string,
  seed: Pick<ProductSeed, 'alias' | 'name' | 'description' | 'price'> & Partial<ProductSeed>,
  groupId: string | null,
  order: number,
  imageOrigin: string,
): NomenclatureProduct {
  const isModifier = groupId === null;
  const { weight, measureUnit } = measure(seed.weight ?? 0, seed.unit ?? 'pcs');
  return {
    id: isModifier ? modifierIdOf(brand, seed.alias) : productIdOf(brand, seed.alias),
    code: seed.alias,
    name: seed.name,
    description: seed.description || null,
    type: isModifier ? 'Modifier' : 'Dish',
    orderItemType: 'Product',
    groupId,
    parentGroup: groupId,
    order,
    proteinsAmount: seed.nutrition?.proteins ?? 0,
    fatAmount: seed.nutrition?.fats ?? 0,
    carbohydratesAmount: seed.nutrition?.carbohydrates ?? 0,
    energyAmount: seed.nutrition?.kilocalories ?? 0,
    weight,
    measureUnit,
    sizePrices: sizeFreePrice(seed.price),
    modifiers: [],
    groupModifiers: [],
    imageLinks: seed.picture ? [`${imageOrigin}${pictureUrl(seed.picture, '800x800')}`] : [],
    isDeleted: false,
  };
}

const child = (brand: string, modifier: ModifierSeed): ChildModifier => ({
  id: modifierIdOf(brand, modifier.alias),
  defaultAmount: 0,
  minAmount: modifier.min ?? 0,
  maxAmount: modifier.max ?? 1,
  required: (modifier.min ?? 0) > 0,
});

export function fakeBrand(alias: BrandAlias, imageOrigin: string): FakeBrand {
  const catalog: CatalogSeed = CATALOGS[alias];
  const cities = CITIES.filter((city) => city.brands[alias]);
  const organizations = cities.map((city) => ({
    id: organizationIdOf(alias, city.alias),
    name: `${BRANDS.find((brand) => brand.alias === alias)?.name ?? alias} ${city.name}`,
    city: city.alias,
  }));
  const terminalGroups = cities.flatMap((city) =>
    shopPlans(alias, city.name).map((plan) => ({
      id: terminalGroupIdOf(alias, city.alias, plan.alias),
      organizationId: organizationIdOf(alias, city.alias),
      name: plan.name,
      timeZone: city.timezone,
      shop: plan.alias,
    })),
  );
  const groups: NomenclatureGroup[] = catalog.groups.map((group, index) => ({
    id: groupIdOf(alias, group.alias),
    code: group.alias,
    name: group.name,
    description: null,
    parentGroup: null,
    order: index,
    isIncludedInMenu: true,
    isGroupModifier: false,
    isDeleted: false,
    imageLinks: [`${imageOrigin}${pictureUrl(group.picture, '800x800')}`],
  }));
  const modifierItems = new Map<string, NomenclatureProduct>();
  const modifierFolders = new Map<string, NomenclatureGroup>();
  const stopped = new Set<string>();
  const products: NomenclatureProduct[] = [];
  const addModifier = (modifier: ModifierSeed) => {
    if (modifier.stop) stopped.add(modifierIdOf(alias, modifier.alias));
    if (modifierItems.has(modifier.alias)) return;
    const picture = modifier.icon ? { icon: modifier.icon, background: catalog.background } : null;
    modifierItems.set(
      modifier.alias,
      product(alias, { ...modifier, description: '', picture }, null, modifierItems.size, imageOrigin),
    );
  };
  for (const group of catalog.groups)
    for (const [order, seed] of group.products.entries()) {
      const item = product(alias, seed, groupIdOf(alias, group.alias), order, imageOrigin);
      for (const modifier of seed.modifiers?.single ?? []) {
        addModifier(modifier);
        item.modifiers.push(child(alias, modifier));
      }
      for (const modifierGroup of seed.modifiers?.groups ?? []) {
        const folderId = modifierGroupIdOf(alias, modifierGroup.alias);
        if (!modifierFolders.has(folderId))
          modifierFolders.set(folderId, {
            id: folderId,
            code: modifierGroup.alias,
            name: modifierGroup.name,
            description: null,
            parentGroup: null,
            order: modifierFolders.size,
            isIncludedInMenu: false,
            isGroupModifier: true,
            isDeleted: false,
            imageLinks: [],
          });
        for (const modifier of modifierGroup.modifiers) addModifier(modifier);
        item.groupModifiers.push({
          id: folderId,
          minAmount: modifierGroup.min,
          maxAmount: modifierGroup.max,
          required: modifierGroup.min > 0,
          childModifiersHaveMinMaxRestrictions: true,
          childModifiers: modifierGroup.modifiers.map((modifier) => child(alias, modifier)),
        });
      }
      products.push(item);
    }
  return {
    alias,
    organizations,
    terminalGroups,
    groups: [...groups, ...modifierFolders.values()],
    products: [...products, ...modifierItems.values()],
    stoppedAtStart: [...stopped],
  };
}

/** The IIKO_MAPPING that connects the fake's organizations and terminal groups to our seeded cities and shops. */
export function fakeMapping(brands: FakeBrand[]) {
  return {
    brands: brands.map((brand) => ({
      brand: brand.alias,
      menuOrganizationId: brand.organizations[0]!.id,
      organizations: brand.organizations.map((org) => ({
        id: org.id,
        city: org.city,
        terminalGroups: Object.fromEntries(
          brand.terminalGroups.filter((tg) => tg.organizationId === org.id).map((tg) => [tg.id, tg.shop]),
        ),
      })),
      paymentTypes: {
        cash: fakeUuid('payment:cash'),
        card: fakeUuid('payment:card'),
        online: fakeUuid('payment:online'),
      },
    })),
  };
}
