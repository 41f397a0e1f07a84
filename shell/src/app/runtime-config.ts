// The runtime config the shell reads at start from /config.json (written by the server that serves
// the shell, never baked into the build).
import { z } from 'zod';
import { REMOTE_IDS } from './federation/remote-ids';

export const runtimeConfigSchema = z.object({
  brand: z.string().min(1),
  apiBase: z.string().min(1),
  mapsKey: z.string().default(''),
  remotes: z.partialRecord(z.enum(REMOTE_IDS), z.url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export async function fetchRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
