// Pure business rules of the storefront (no React, no I/O). See ARCHITECTURE.md "domain".

export * from './address-input';
export * from './bonus';
export * from './brand-rules';
export * from './breakpoints';
export * from './cart-view';
export * from './constants';
export * from './cookie';
export * from './modal-names';
export * from './modifiers';
export * from './order-type';
export * from './phone';
export * from './price';
export * from './pricing';
export * from './quantity';
export * from './schedule';
export * from './shop-state';
