// The POS switch, read from the environment by whoever starts the API (main.ts, the job runner):
// POS=iiko with the chain's API login, its mapping and the webhook token; unset means no POS (the
// seeded menu and the kitchen simulator). Wrong settings fail at start with the variable's name.
import type { Db } from '../../db/client';
import { IIKO_DEFAULT_URL, IikoClient } from '../../providers/pos/iiko/client';
import type { PosDeps } from './deps';
import { type PosMapping, parseMapping, resolveMapping } from './mapping';

export interface PosSettings {
  apiUrl: string;
  apiLogin: string;
  mapping: PosMapping;
  webhookToken: string;
  /** Where iiko reaches our webhook route (PUBLIC_API_ORIGIN/api/pos/iiko/webhook). */
  webhookUrl: string | null;
}

type Env = Record<string, string | undefined>;

/** null without POS=iiko; throws a message naming the variable when a setting is missing or wrong. */
export function posSettingsFromEnv(env: Env): PosSettings | null {
  if (!env.POS || env.POS === 'none') return null;
  if (env.POS !== 'iiko') throw new Error(`POS must be iiko or none, not ${env.POS}.`);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`POS=iiko needs ${name}.`);
    return value;
  };
  const apiUrl = env.IIKO_API_URL?.trim() || IIKO_DEFAULT_URL;
  if (!/^https?:\/\//.test(apiUrl)) throw new Error('IIKO_API_URL must be an http(s) URL.');
  const webhookToken = required('IIKO_WEBHOOK_TOKEN');
  if (webhookToken.length < 16) throw new Error('IIKO_WEBHOOK_TOKEN must be at least 16 characters.');
  const webhookUrl = env.IIKO_WEBHOOK_URL?.trim() || null;
  if (webhookUrl && !/^https?:\/\//.test(webhookUrl))
    throw new Error('IIKO_WEBHOOK_URL must be an http(s) URL.');
  return {
    apiUrl,
    apiLogin: required('IIKO_API_LOGIN'),
    mapping: parseMapping(required('IIKO_MAPPING')),
    webhookToken,
    webhookUrl,
  };
}

/** The deps every POS function takes; the mapping is checked against the database here, at start. */
export async function createPos(
  db: Db,
  settings: PosSettings,
  extra: Partial<PosDeps> = {},
): Promise<PosDeps> {
  await resolveMapping(db, settings.mapping);
  return {
    db,
    iiko: new IikoClient({ baseUrl: settings.apiUrl, apiLogin: settings.apiLogin }),
    mapping: settings.mapping,
    now: () => new Date(),
    webhookToken: settings.webhookToken,
    ...extra,
  };
}

/** Tells iiko where to send each mapped organization's webhooks, with our token (webhooks/update_settings). */
export async function connectWebhooks(deps: PosDeps, webhookUrl: string): Promise<void> {
  for (const brand of deps.mapping.brands)
    for (const org of brand.organizations)
      await deps.iiko.updateWebhookSettings(org.id, webhookUrl, deps.webhookToken);
}
