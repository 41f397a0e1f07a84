// POST /api/schedule/intervals and POST /api/schedule/time-settings (spec §7).
import {
  intervalsRequestSchema,
  intervalsResponseSchema,
  timeSettingsRequestSchema,
  timeSettingsResponseSchema,
} from '@storefront/shared/contract';
import { requestLang, requestLocale } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { readCartBySession } from '../cart/repo';
import { mergeContext } from '../cart/service';
import { invalid, resolveContext } from '../location/context';
import { findSession } from '../session/session';
import { intervalsFor, timeSettings } from './service';

export async function scheduleRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** Intervals of a date in the request's context, or the session cart's when the body has none. */
  app.post(
    '/schedule/intervals',
    { schema: { body: intervalsRequestSchema, response: { 200: intervalsResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const now = deps.now();
      const session = await findSession(db, request, now);
      const state = session ? await readCartBySession(db, session.id) : null;
      const empty = {
        cart: { cityId: null, orderType: null, shopId: null, deliveryZoneId: null, deliveryAddress: null },
      };
      const context = mergeContext(
        snapshot,
        (state ?? empty) as Parameters<typeof mergeContext>[1],
        request.body,
      );
      if (!context) throw invalid({ city_id: ['Choose a city and an order type.'] });
      const options = { now, lang: requestLang(request), locale: requestLocale(request) };
      return intervalsFor(db, context, request.body.date, options);
    },
  );

  app.post(
    '/schedule/time-settings',
    { schema: { body: timeSettingsRequestSchema, response: { 200: timeSettingsResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const context = resolveContext(snapshot, request.body);
      const options = { now: deps.now(), lang: requestLang(request), locale: requestLocale(request) };
      return timeSettings(context, request.body.date, options);
    },
  );
}
