// What a city shows around the menu (spec §2 home page, §3 City): banners still to be shown,
// promotions running there, and the 'often ordered' product ids.
import type { Banner, City, Promotion } from '@storefront/shared/contract';
import { wallClock } from '@storefront/shared/domain';
import type { BrandSnapshot } from '../catalog/snapshot';
import { image } from '../catalog/views';

export function marketingOf(
  snapshot: BrandSnapshot,
  cityId: number,
  now: Date,
): Pick<City, 'banners' | 'promotions' | 'popular_products'> {
  const city = snapshot.cities.get(cityId);
  if (!city) return { banners: [], promotions: [], popular_products: [] };
  const runsHere = (aliases: string[]) => aliases.length === 0 || aliases.includes(city.row.alias);
  const clock = wallClock(now, city.row.timezone);
  const today = clock.date;
  const promotions: Promotion[] = snapshot.promotions
    .filter((promotion) => runsHere(promotion.cityAliases))
    .map((promotion) => ({
      alias: promotion.alias,
      name: promotion.name,
      subtitle: promotion.subtitle,
      description: promotion.description,
      images: { big: image(snapshot, promotion.picture, '1200x600').url },
    }));
  const banners: Banner[] = snapshot.banners
    .filter((banner) => runsHere(banner.cityAliases) && banner.showToDate >= today)
    .map((banner) => ({
      id: banner.id,
      page_url: banner.pageUrls,
      schedule: {
        show_time: {
          from: { date: banner.showFromDate, time: banner.showFromTime },
          to: { date: banner.showToDate, time: banner.showToTime },
        },
        display_frequency: banner.displayFrequency,
        display_frequency_type: banner.displayFrequencyType,
        delay: banner.delaySeconds,
      },
      images: {
        small: image(snapshot, banner.picture, '600x300').url,
        big: image(snapshot, banner.picture, '1200x600').url,
      },
      name: banner.name,
      description: banner.description,
      click_url: banner.clickUrl,
      button_text: banner.buttonText,
    }));
  return { banners, promotions, popular_products: snapshot.popularByCity.get(cityId) ?? [] };
}
