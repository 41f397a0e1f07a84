// The Fastify instance type every route module receives, and what the app hands to modules.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Database } from '../db/client';
import type { ZodTypeProvider } from './zod-type-provider';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ModuleDeps {
  database: Database;
  /** Clock of the app; tests pass a fixed one. */
  now: () => Date;
  defaultBrand: string;
}

export interface ModuleOptions {
  deps: ModuleDeps;
}
