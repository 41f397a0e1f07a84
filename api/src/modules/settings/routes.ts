// GET /api/settings: site settings of the request's brand.
import { settingsResponseSchema } from '@storefront/shared/contract';
import { cachePublicBrandData } from '../../http/cache';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { getSettings } from './service';

export async function settingsRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));

  app.get('/settings', { schema: { response: { 200: settingsResponseSchema } } }, async (request, reply) => {
    cachePublicBrandData(reply, 60, true);
    const settings = await getSettings(db, requireBrand(request));
    return { settings: deps.captchaWidget ? { ...settings, captcha: deps.captchaWidget } : settings };
  });
}
