// The API contract (spec §3, §7, §8): zod schemas and their inferred types. The API validates and
// serialises with them; the client parses answers with them.
export * from './brand';
export * from './city';
export * from './common';
export * from './delivery-zone';
export * from './errors';
export * from './geo';
export * from './health';
export * from './promotion';
export * from './schedule';
export * from './settings';
export * from './feedback';
