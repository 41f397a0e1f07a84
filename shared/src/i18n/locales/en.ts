// English, the fallback locale.
import type { SharedStrings } from './ru';

export const en: SharedStrings = {
  common: {
    actions: {
      close: 'Close',
      retry: 'Retry',
      cancel: 'Cancel',
      confirm: 'Confirm',
      back: 'Back',
      save: 'Save',
      send: 'Send',
      more: 'More',
      accept: 'Accept',
      search: 'Search',
    },
    errors: {
      generic: 'Something went wrong. Please try again.',
    },
    loading: 'Loading…',
    placeholder: { comingSoon: 'This section is coming soon.' },
    orderTypes: { delivery: 'Delivery', takeaway: 'Takeaway' },
    units: {
      pieces: '{{count}} pcs',
      g: '{{value}} g',
      kg: '{{value}} kg',
      ml: '{{value}} ml',
      l: '{{value}} l',
      pcs: '{{value}} pcs',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'required',
      phone: {
        country: 'Country code',
      },
      select: {
        placeholder: 'Choose',
      },
      counter: {
        group: 'Quantity',
        decrease: 'Decrease quantity',
        increase: 'Increase quantity',
      },
      price: {
        old: 'Old price',
        current: 'Discounted price',
      },
      badge: {
        discount: 'Discount {{percent}}%',
      },
      carousel: {
        label: 'Carousel',
        prev: 'Scroll back',
        next: 'Scroll forward',
        slide: '{{index}} of {{total}}',
      },
      alert: {
        dismiss: 'Dismiss message',
      },
    },
    map: {
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
    },
    validation: {
      required: 'Required field',
      email: 'Check the e-mail address',
      phone: 'Enter the full phone number',
      number: 'Enter a number greater than zero',
      tooLong: 'The value is too long',
      privacy: 'Please accept the privacy policy',
    },
    outletState: {
      closedToday: 'Closed today',
      notYetOpen: 'Not open yet: opens at {{time}}',
      opensIn: 'Opens in {{minutes}} min',
      stillClosed: 'Still closed: opens at {{time}}',
      alreadyClosed: 'Already closed for today',
      closesIn: 'Closing in {{minutes}} min',
      stopped: 'Not taking orders right now',
    },
    card: {
      add: 'Add',
      choose: 'Choose',
      addNamed: 'Add to cart: {{name}}',
      chooseNamed: 'Choose options: {{name}}',
      unavailable: 'Out of stock',
      favorite: 'Add to favourites: {{name}}',
      unfavorite: 'Remove from favourites: {{name}}',
    },
    related: {
      addToOrder: 'Add to your order',
      withProductChoose: 'Goes well with your order',
    },
  },
};
