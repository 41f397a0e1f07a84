// Shop entity of spec §3: the stored weekly template expanded into the dated month, the weekday
// routine with readable working times, and the dated exceptions.
import type { Shop, ShopSchedule, ShopTag } from '@storefront/shared/contract';
import { addDays, businessClock, formatClock, type MinuteWindow } from '@storefront/shared/domain';
import { windowsOn } from '../../domain/schedule';
import type { BrandSnapshot, CitySnap, ShopRow } from '../catalog/snapshot';

const MONTH_DAYS = 31;

function workingTime(windows: readonly MinuteWindow[]): string {
  return windows.map((window) => `${formatClock(window.from)}–${formatClock(window.to)}`).join(', ');
}

export function shopSchedule(shop: ShopRow, timeZone: string, now: Date): ShopSchedule {
  const template = shop.schedule;
  const first = businessClock(now, timeZone).date;
  const month: ShopSchedule['month'] = {};
  const custom: ShopSchedule['custom'] = {};
  for (let i = 0; i < MONTH_DAYS; i++) {
    const date = addDays(first, i);
    const windows = windowsOn(template, date);
    month[date] = { order_minutes: windows.map(({ from, to }) => ({ from, to })) };
    if (template.custom[date] !== undefined || template.custom[date.slice(5)] !== undefined)
      custom[date] = { working_time: workingTime(windows) };
  }
  const routine = {} as ShopSchedule['default'];
  for (const day of ['1', '2', '3', '4', '5', '6', '7'] as const) {
    const windows = template.weekly[day] ?? [];
    routine[day] = {
      working_time: workingTime(windows),
      working_minutes: windows.map(({ from, to }) => ({ from, to })),
    };
  }
  return { month, default: routine, custom };
}

export function shopView(snapshot: BrandSnapshot, city: CitySnap, shop: ShopRow, now: Date): Shop {
  return {
    id: shop.id,
    city_id: shop.cityId,
    name: shop.name,
    type: shop.type,
    alert: shop.alert,
    address: { street: shop.street, description: shop.description },
    map: { coordinates: { latitude: shop.latitude, longitude: shop.longitude }, zoom: shop.zoom },
    tags: shop.tags as ShopTag[],
    popular_products: snapshot.popularByShop.get(shop.id) ?? [],
    phone: shop.phone,
    company_name: shop.companyName,
    inn: shop.inn,
    ogrn: shop.ogrn,
    schedule: shopSchedule(shop, city.row.timezone, now),
  };
}
