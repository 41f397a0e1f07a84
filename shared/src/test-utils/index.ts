// Test data builders shared by every package's tests (valid by the contract; override what a test
// is about). Test code only: not a federation shared module. The API itself (MSW) is in
// `@storefront/shared/test-utils/api`, kept apart so tests that only need data do not load MSW.
export { cartOf, testCart, testDeliveryCart, testLine } from './cart';
export {
  testGroup,
  testMargherita,
  testMenu,
  testModifierGroups,
  testProduct,
  testPromotions,
} from './catalog';
export { RU_MASK, TR_MASK, testCity, testCityListItem, testIstanbul } from './city';
export { fakeTimers } from './fake-timers';
export { type ImportGraph, importGraph } from './import-graph';
export { describeLocales, flattenStrings, type LocaleChecks } from './locales';
export { setMobile } from './media';
export {
  ORDER_ID,
  ordersPage,
  testCourier,
  testOrderRead,
  testOrderSummary,
  testStatus,
  testTrackedOrder,
} from './order';
export { testSettings } from './settings';
export { testAddress, testUser } from './user';
