// Shops of each brand city: three per city on the gazetteer's streets. The central one works a
// night shift (Friday and Saturday until 04:00), the second is closed on Mondays and cooks for the
// outer zone, the third is on stop (not accepting orders).
import type { ScheduleTemplate } from '../../db/schema/json-types';
import type { BrandAlias } from './brands';

export type ShopRole = 'centre' | 'district' | 'stopped';

export interface ShopPlan {
  alias: string;
  role: ShopRole;
  /** Index into the locality's streets, and the house on it. */
  streetIndex: number;
  houseIndex: number;
  name: string;
  /** The brand and the part of town the name is made of (translated per language by the seed). */
  brandName: string;
  part: string;
  type: 'default' | 'stop';
  alert: string | null;
  description: string | null;
  tags: string[];
  schedule: ScheduleTemplate;
}

const window = (fromHour: number, toHour: number) => [{ from: fromHour * 60, to: toHour * 60 }];
const everyDay = (fromHour: number, toHour: number) =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, window(fromHour, toHour)]));

/** 10:00–23:00; Friday and Saturday nights until 04:00 (business minutes up to 1680). */
export const NIGHT_SHIFT_SCHEDULE: ScheduleTemplate = {
  weekly: { ...everyDay(10, 23), '5': window(10, 28), '6': window(10, 28) },
  custom: { '12-31': window(10, 18), '01-01': window(13, 28) },
};

/** 09:00–22:00 with a lunch break on Sundays; closed on Mondays. */
export const CLOSED_MONDAY_SCHEDULE: ScheduleTemplate = {
  weekly: {
    ...everyDay(9, 22),
    '1': [],
    '7': [
      { from: 9 * 60, to: 14 * 60 },
      { from: 15 * 60, to: 22 * 60 },
    ],
  },
  custom: { '12-31': window(9, 16), '01-01': [] },
};

export const DAYTIME_SCHEDULE: ScheduleTemplate = { weekly: everyDay(10, 22), custom: {} };

const PIZZA_TAGS: Record<ShopRole, string[]> = {
  centre: ['pizza', 'hot-rolls', 'baked-rolls', 'wok'],
  district: ['pizza', 'hot-rolls'],
  stopped: ['pizza'],
};

const BRAND_NAMES: Record<BrandAlias, string> = {
  pizza: 'Pizza Point',
  lavash: 'Lavash Bro',
  rolls: 'Roll Master',
  wok: 'Wok Street',
  shawarma: 'Shawarma Bar',
};

/** What each kitchen cooks, by brand (spec §3 shop tags). */
const TAGS: Partial<Record<BrandAlias, Record<ShopRole, string[]>>> = {
  pizza: PIZZA_TAGS,
  rolls: { centre: ['hot-rolls', 'baked-rolls'], district: ['hot-rolls'], stopped: [] },
  wok: { centre: ['wok'], district: ['wok'], stopped: ['wok'] },
};

export function shopPlans(brand: BrandAlias, cityName: string): ShopPlan[] {
  const brandName = BRAND_NAMES[brand];
  const tags = (role: ShopRole) => TAGS[brand]?.[role] ?? [];
  return [
    {
      alias: 'centre',
      role: 'centre',
      streetIndex: 0,
      houseIndex: 2,
      name: `${brandName} ${cityName}, центр`,
      brandName,
      part: 'центр',
      type: 'default',
      alert: null,
      description: 'Вход со двора, второй подъезд',
      tags: tags('centre'),
      schedule: NIGHT_SHIFT_SCHEDULE,
    },
    {
      alias: 'district',
      role: 'district',
      streetIndex: 1,
      houseIndex: 9,
      name: `${brandName} ${cityName}, ${brand === 'lavash' ? 'районы' : 'север'}`,
      brandName,
      part: brand === 'lavash' ? 'районы' : 'север',
      type: 'default',
      alert: null,
      description: 'В торговом центре, фуд-корт',
      tags: tags('district'),
      schedule: CLOSED_MONDAY_SCHEDULE,
    },
    {
      alias: 'stopped',
      role: 'stopped',
      streetIndex: 2,
      houseIndex: 4,
      name: `${brandName} ${cityName}, юг`,
      brandName,
      part: 'юг',
      type: 'stop',
      alert: 'Временно не принимает заказы: закажите на завтра или выберите другое заведение.',
      description: null,
      tags: tags('stopped'),
      schedule: DAYTIME_SCHEDULE,
    },
  ];
}

/** Deterministic digits for legal numbers (inn, ogrn) from a key. */
export function digitsFrom(key: string, length: number): string {
  let hash = 2166136261;
  let out = '';
  for (let i = 0; out.length < length; i++) {
    hash ^= key.charCodeAt(i % key.length) + i;
    hash = Math.imul(hash, 16777619) >>> 0;
    out += String(hash % 10);
  }
  return out.replace(/^0/, '7');
}
