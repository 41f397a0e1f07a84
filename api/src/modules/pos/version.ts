// Catalogue writes from the POS bump the brand's catalogue version: every API instance compares it
// (catalog/snapshot.ts) and reloads its menu, and the server-rendered pages follow.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { catalogVersions } from '../../db/schema';

export async function bumpCatalogVersion(db: Db, brandId: number, now: Date): Promise<string> {
  const version = `pos-${randomUUID().slice(0, 12)}`;
  await db
    .insert(catalogVersions)
    .values({ brandId, version, updatedAt: now })
    .onConflictDoUpdate({ target: catalogVersions.brandId, set: { version, updatedAt: now } });
  return version;
}
