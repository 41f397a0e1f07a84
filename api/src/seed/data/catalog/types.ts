// The shape of a brand's seeded menu. Data files stay compact (one line per product) and the
// helpers here fill in what follows from it: nutrition from the group's profile, allergens from
// the description, discounts and accents given per product.
import type { GiftConditionData, NutritionData, PictureData } from '../../../db/schema/json-types';

export type WeightUnit = 'g' | 'kg' | 'ml' | 'l' | 'pcs';
export type Accent = 'new' | 'hit' | 'spicy' | 'vegan' | 'kids';

export interface ModifierSeed {
  alias: string;
  name: string;
  price: number;
  min?: number;
  max?: number;
  stop?: boolean;
  icon?: string;
}

export interface ModifierGroupSeed {
  alias: string;
  name: string;
  min: number;
  max: number;
  modifiers: ModifierSeed[];
}

export interface ModifierSetSeed {
  single: ModifierSeed[];
  groups: ModifierGroupSeed[];
}

export interface ProductSeed {
  alias: string;
  name: string;
  description: string;
  price: number;
  weight: number;
  unit: WeightUnit;
  picture: PictureData | null;
  discount: number;
  accent: Accent | null;
  saleMultiplicity: number;
  saleMultiplicityLastHour: number | null;
  modifiers: ModifierSetSeed | null;
  nutrition: NutritionData | null;
  allergens: string[];
  alert: string | null;
}

export interface GroupSeed {
  alias: string;
  name: string;
  picture: PictureData;
  showOnMain: boolean;
  isRelated: boolean;
  /** Shops without this tag do not sell the group. */
  requiresTag: string | null;
  /** Aliases of groups whose products are suggested with this one. */
  relatedGroups: string[];
  products: ProductSeed[];
}

export interface GiftSeed {
  alias: string;
  name: string;
  description: string;
  price: number;
  maxCount: number;
  conditions: GiftConditionData[];
  icon: string;
}

export interface PromocodeSeed {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  minimumOrder: number;
  validFrom?: string;
  validUntil?: string;
  orderType?: 'delivery' | 'takeaway';
  description: string;
}

export interface PackageSeed {
  alias: string;
  name: string;
  price: number;
  canRefuse: boolean;
  icon: string | null;
}

export interface PromotionSeed {
  alias: string;
  name: string;
  subtitle: string | null;
  description: string;
  icon: string;
  cityAliases?: string[];
}

export interface BannerSeed {
  alias: string;
  name: string;
  description: string;
  pageUrls: string[];
  from: [date: string, time: string];
  to: [date: string, time: string];
  frequency: number;
  frequencyType: 'day' | 'hours';
  delaySeconds: number;
  clickUrl: string | null;
  buttonText: string | null;
  icon: string;
}

export interface CatalogSeed {
  /** Soft background for pictures, by brand. */
  background: string;
  groups: GroupSeed[];
  gifts: GiftSeed[];
  promocodes: PromocodeSeed[];
  packages: PackageSeed[];
  promotions: PromotionSeed[];
  banners: BannerSeed[];
  /** Product aliases of the 'often ordered' carousel. */
  popular: string[];
}
