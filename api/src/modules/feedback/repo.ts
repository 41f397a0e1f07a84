// The feedback module's queries: requests from the site forms, stored as received for the contact
// centre.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, type FeedbackKind, feedbackRequests } from '../../db/schema';

export interface NewFeedbackRequest {
  brandId: number;
  kind: FeedbackKind;
  phone: string;
  payload: Record<string, unknown>;
  cityId: number | null;
}

/** Stores a request; its id. */
export async function insertFeedbackRequest(db: Db, request: NewFeedbackRequest): Promise<number> {
  const [row] = await db.insert(feedbackRequests).values(request).returning({ id: feedbackRequests.id });
  if (!row) throw new Error('feedback request was not stored');
  return row.id;
}

/** Whether the brand has this city (a request names one of the brand's own cities). */
export async function brandHasCity(db: Db, brandId: number, cityId: number): Promise<boolean> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.brandId, brandId)));
  return city !== undefined;
}
