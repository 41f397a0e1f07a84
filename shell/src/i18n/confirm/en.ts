// The shell's `shell-confirm` strings in English, the fallback language.
import type { ShellConfirmStrings } from './ru';

export const shellConfirm: ShellConfirmStrings = {
  confirmAddress: {
    available: 'We deliver to {{address}}. Use it for your order?',
    notAvailable: 'We do not deliver to {{address}} yet. Pick up at the nearest restaurant: {{shop}}?',
  },
  locationChange: {
    takeaway:
      'Switch to takeaway from {{shop}}? We will reprice your cart and mark anything that shop does not have.',
    shop: 'Change the shop to {{shop}}? We will reprice your cart and mark anything that shop does not have.',
  },
  actions: {
    yes: 'Yes',
    no: 'No',
  },
};
