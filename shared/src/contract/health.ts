// GET /api/health: liveness plus which database driver this instance runs on.
import { z } from 'zod';

const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: databaseKindSchema });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
