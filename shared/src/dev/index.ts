export * from './dev-city';
export * from './dev-modal-host';
export * from './harness';
