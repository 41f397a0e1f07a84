// Test data builders shared by every package's tests (valid by the contract; override what a test
// is about). Test code only: not a federation shared module.
export { testCart } from './cart';
export { testCity, testCityListItem } from './city';
export { fakeTimers } from './fake-timers';
export { type ImportGraph, importGraph } from './import-graph';
export { describeLocales, flattenStrings, type LocaleChecks } from './locales';
export { testSettings } from './settings';
