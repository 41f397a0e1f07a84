// The shell's `shell-pages` strings in English, the fallback language.
import type { ShellPagesStrings } from './ru';

export const shellPages: ShellPagesStrings = {
  pages: {
    home: {
      title: 'Menu',
      lead: 'Pick your dishes and place an order.',
    },
    about: {
      title: 'About us',
      lead: 'Who we are and how we cook.',
    },
    delivery: {
      title: 'Delivery terms',
      lead: 'Check whether we deliver to your address.',
    },
    shops: {
      title: 'Our restaurants',
      lead: 'Restaurant addresses and opening hours.',
    },
    promotions: {
      title: 'Promotions and discounts',
      lead: 'Current offers in your city.',
    },
    bonus: {
      title: 'Bonus program',
      lead: 'How the bonus program works and where it applies.',
    },
    profile: {
      title: 'Profile',
      lead: 'Personal details, orders and addresses.',
    },
    cart: {
      title: 'Cart',
      lead: 'Check your order before checkout.',
    },
    tracking: {
      title: 'Order tracking',
      lead: 'Your order status updates automatically.',
    },
    payment: {
      title: 'Order payment',
      lead: 'Pay for your order the way you like.',
    },
    paymentInfo: {
      title: 'How to pay',
      lead: 'Ways to pay for your order.',
    },
    backToHome: {
      title: 'Payment failed',
      lead: 'Try paying again or choose another payment method.',
    },
    orderComplete: {
      title: 'Order accepted',
      lead: 'Thank you! We have started cooking.',
    },
    paymentFailure: {
      title: 'Payment error',
      lead: 'The payment did not go through. Check the payment method.',
    },
    legalInfo: {
      lead: 'Company details and legal documents.',
    },
    privacyPolicy: {
      lead: 'How we process personal data.',
    },
    userAgreement: {
      lead: 'Terms of use of the site.',
    },
  },
  shopsPage: {
    phone: 'Phone: {{phone}}',
    hours: 'Opening hours',
    pickUpHere: 'Pick up here',
    chosen: 'Your pick-up point',
    weekdays: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
    dayOff: 'closed',
  },
  deliveryPage: {
    zonesTitle: 'Delivery zones and terms',
    freeFrom: 'Free from {{amount}}',
    checkTitle: 'Check whether we deliver to you',
    check: 'Check the address',
  },
};
