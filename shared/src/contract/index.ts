// The API contract (spec §3, §7, §8): zod schemas and their inferred types. The API validates and
// serialises with them; the client parses answers with them.
export * from './address';
export * from './brand';
export * from './cart';
export * from './catalog';
export * from './city';
export * from './common';
export * from './context';
export * from './delivery-zone';
export * from './errors';
export * from './feedback';
export * from './geo';
export * from './health';
export * from './order';
export * from './paths';
export * from './promotion';
export * from './schedule';
export * from './settings';
export * from './shop';
export * from './tracking';
export * from './user';
