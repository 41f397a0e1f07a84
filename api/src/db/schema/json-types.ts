// Shapes of jsonb columns. They mirror the contract where the API sends them as they are.
import type { Bbox, OrderMinutes, PolygonRing, Settings } from '@storefront/shared/contract';

export type BboxData = Bbox;
export type PolygonData = PolygonRing;

/** Brand settings as stored: `company_names` and `brand` are assembled from other rows. */
export type BrandSettingsData = Omit<Settings, 'company_names' | 'brand'> & { company_name: string };

/**
 * Weekly routine plus yearly exceptions; the API expands it into the dated month of spec §3.
 * `weekly` is keyed 1..7 (Monday..Sunday, spec §9); `custom` by `MM-DD` so it recurs every year.
 */
export interface ScheduleTemplate {
  weekly: Record<string, OrderMinutes[]>;
  custom: Record<string, OrderMinutes[]>;
}
