// Helpers that turn one-line product rows into full ProductSeed records.
import type { NutritionData } from '../../../db/schema/json-types';
import type { Accent, GroupSeed, ModifierSetSeed, ProductSeed, WeightUnit } from './types';

/** Per 100 g (or ml): protein, fat, carbohydrate, kcal. */
export type NutritionProfile = [number, number, number, number];

export interface ProductExtras {
  discount?: number;
  accent?: Accent;
  saleMultiplicity?: number;
  saleMultiplicityLastHour?: number;
  modifiers?: ModifierSetSeed;
  alert?: string;
  icon?: string;
  /** A packet-type item: no picture. */
  noPicture?: boolean;
}

/** [alias, name, description, price, weight, extras?] */
export type ProductRow = [string, string, string, number, number, ProductExtras?];

export interface GroupOptions {
  alias: string;
  name: string;
  icon: string;
  unit: WeightUnit;
  nutrition: NutritionProfile | null;
  showOnMain?: boolean;
  isRelated?: boolean;
  requiresTag?: string;
  relatedGroups?: string[];
  modifiers?: ModifierSetSeed;
}

const ALLERGENS: [string, RegExp][] = [
  [
    'глютен',
    /тест|лаваш|булоч|пшенич|паст|лапш|удон|соба|панир|хлеб|бискв|вафл|блин|круасс|гренк|тортил|пит|корж|сухар|спагет|фетучин|пенне|лазань|чиабат|вареник|пельмен|маффин|пончик|печень|штрудел/i,
  ],
  [
    'молоко',
    /сыр|моцар|сливк|молок|сливоч|йогурт|пармез|крем|морож|масл|сметан|латте|капучин|творож|чизкейк|айран|рикотт/i,
  ],
  ['яйца', /яйц|майонез|омлет|яичн|тартар|цезар/i],
  ['рыба', /лосос|тунец|тунц|угор|рыб|сёмг|семг|анчоус/i],
  ['ракообразные', /кревет|краб|снежн|мид/i],
  ['соя', /соев|тофу|терияки|унаги/i],
  ['кунжут', /кунжут|тахин|хумус/i],
  ['орехи', /орех|арахис|фундук|миндал|кешью|фисташ|нутелл/i],
  ['горчица', /горчиц|медово-горчич/i],
];

export function allergensOf(text: string): string[] {
  return ALLERGENS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function nutritionOf(
  profile: NutritionProfile | null,
  weight: number,
  unit: WeightUnit,
): NutritionData | null {
  if (!profile) return null;
  const grams = unit === 'kg' || unit === 'l' ? weight * 1000 : unit === 'pcs' ? weight * 50 : weight;
  const factor = grams / 100;
  return {
    proteins: round1(profile[0] * factor),
    fats: round1(profile[1] * factor),
    carbohydrates: round1(profile[2] * factor),
    kilocalories: Math.round(profile[3] * factor),
  };
}

export function group(options: GroupOptions, rows: ProductRow[], background: string): GroupSeed {
  return {
    alias: options.alias,
    name: options.name,
    picture: { icon: options.icon, background },
    showOnMain: options.showOnMain ?? false,
    isRelated: options.isRelated ?? false,
    requiresTag: options.requiresTag ?? null,
    relatedGroups: options.relatedGroups ?? [],
    products: rows.map(
      ([alias, name, description, price, weight, extras = {}]): ProductSeed => ({
        alias,
        name,
        description,
        price,
        weight,
        unit: options.unit,
        picture: extras.noPicture ? null : { icon: extras.icon ?? options.icon, background },
        discount: extras.discount ?? 0,
        accent: extras.accent ?? null,
        saleMultiplicity: extras.saleMultiplicity ?? 1,
        saleMultiplicityLastHour: extras.saleMultiplicityLastHour ?? null,
        modifiers: extras.modifiers ?? options.modifiers ?? null,
        nutrition: nutritionOf(options.nutrition, weight, options.unit),
        allergens: allergensOf(`${name} ${description}`),
        alert: extras.alert ?? null,
      }),
    ),
  };
}
