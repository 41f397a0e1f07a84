import type { City } from '@storefront/shared/contract';
import type { MapZone } from '@storefront/shared/maps';

/** The city's delivery zones as the map draws them (spec §9: filled at 0.3 opacity by the map). */
export function cityZones(city: City | null): MapZone[] {
  return Object.values(city?.delivery_zones ?? {}).map((zone) => ({
    id: zone.id,
    name: zone.name ?? undefined,
    area: zone.map.area,
    color: zone.background_color ?? '#16a34a',
  }));
}
