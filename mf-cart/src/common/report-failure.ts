import { handleCartFailure } from '@storefront/shared/query';

/**
 * A cart call's failure handler for promise chains: the §8 rules of the shared data layer, and
 * anything that is not an API error (a bug) is logged instead of escaping as an unhandled rejection.
 */
export function reportCartFailure(action: 'add' | 'remove' | 'other') {
  return (error: unknown) => {
    try {
      handleCartFailure(error, action);
    } catch {
      console.error('[mf-cart]', error);
    }
  };
}
