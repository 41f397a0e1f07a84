// GET /api/settings: the brand's site settings (spec §3 "Settings").
import type { Settings } from '@storefront/shared/contract';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export async function getSettings(options: CallOptions = {}): Promise<Settings> {
  const { settings } = await apiRequest((contract) => contract.settingsResponseSchema, '/settings', options);
  return settings;
}
