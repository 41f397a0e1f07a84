// Every table of the API. drizzle-kit reads this file to generate migrations into api/drizzle/.
export * from './brands';
export * from './catalog';
export * from './cities';
export * from './countries';
export * from './customers';
export * from './delivery-zones';
export * from './feedback';
export * from './gazetteer';
export * from './marketing';
export * from './orders';
export * from './pos';
export * from './rate-limits';
export * from './sessions';
export * from './shops';
