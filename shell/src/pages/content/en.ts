// Long texts of the content pages in English (the fallback language), typed against the Russian shape.

import legalInfo from './en/legal-info.md?raw';
import privacyPolicy from './en/privacy-policy.md?raw';
import userAgreement from './en/user-agreement.md?raw';
import { sectionsOf } from './markdown';
import type { PageContent } from './ru';

export const en: PageContent = {
  ui: {
    effectiveFrom: 'This version is effective from {date}',
    company: 'Company',
    inn: 'Taxpayer number (INN)',
    ogrn: 'Registration number (OGRN)',
  },

  about: {
    intro: [
      '{brand} is hot food for delivery and takeaway. We only start cooking once you order, so your meal arrives the way the chef meant it: hot, fresh and neatly packed.',
      'Every one of our restaurants uses the same recipes and kitchen rules, so your favourite dish tastes the same at home and on a trip.',
    ],
    promisesHeading: 'What we promise',
    promises: {
      dough: {
        title: 'Dough made every day',
        text: 'We knead the dough in each restaurant’s kitchen and give it time to rise. No frozen bases, which is why the crust is airy and the bottom is crisp.',
      },
      fresh: {
        title: 'Fresh ingredients',
        text: 'Vegetables, meat and sauces arrive at the kitchen every day, and we watch storage dates and temperatures. When an ingredient runs out, the dish leaves the menu for a while: we never cook with “whatever is left”.',
      },
      cooked: {
        title: 'Cooked after you order',
        text: 'Nothing waits on a shelf: the cook starts on your order once it is accepted. You can see the “Cooking” status on the tracking page.',
      },
      delivery: {
        title: 'Honest delivery times',
        text: 'You see the earliest delivery slot before you pay, or you can pick a later time. Once the courier is on the way, you can follow them on the map.',
      },
      care: {
        title: 'We stand behind every order',
        text: 'If something goes wrong, call or write to us: we will look into it and put it right.',
      },
    },
    numbersHeading: '{brand} in numbers',
    numbers: {
      cities: 'Cities where you can order',
      countries: 'Countries we work in',
      languages: 'Languages of the site',
    },
    story: {
      heading: 'How it started',
      body: [
        'It all began with one small kitchen and a simple idea: cook the way you cook for friends, and bring the food hot. There are more restaurants now, and the rules are still the same.',
        'Every cook is trained before taking a place at the counter. We taste the dishes every shift and check weight and looks before an order goes to the courier.',
      ],
    },
    visit: {
      heading: 'Where to find us',
      text: 'Pick up your order at a restaurant nearby, or check whether we deliver to your address.',
      shops: 'Restaurants on the map',
      delivery: 'Delivery terms and zones',
    },
    contact: {
      heading: 'Any questions?',
      text: 'Call {phone} or write to {email}: we will answer and help with your order.',
    },
  },

  paymentInfo: {
    intro:
      'You can pay when you receive your order or online on the site. The methods available for your order are shown at checkout: they depend on the city, the restaurant and how you get your order.',
    methodsHeading: 'Ways to pay',
    methods: {
      cash: {
        title: 'Cash',
        text: 'To the courier on delivery, or at the till when you pick up. Tell us which note you will pay with, and the courier will bring change.',
      },
      card: {
        title: 'Card on receipt',
        text: 'The courier brings a card terminal: pay by card or phone right at your door. For pickup, pay by card at the till.',
      },
      onlineCard: {
        title: 'Card online',
        text: 'Enter your card details in the secure payment form. If your bank asks, confirm the payment with a 3‑D Secure code.',
      },
      applePay: {
        title: 'Apple Pay',
        text: 'One-touch payment on iPhone, iPad, and Mac in Safari, without typing a card number.',
      },
      googlePay: {
        title: 'Google Pay',
        text: 'Quick payment with a card saved in Google, on an Android phone or in the Chrome browser.',
      },
      aggregator: {
        title: 'Through delivery services',
        text: 'If you ordered through a partner delivery service, the order is paid under that service’s rules, in its app.',
      },
      sbp: {
        title: 'SBP with a QR code',
        text: 'Russia’s Faster Payments System: scan the QR code with your phone camera or open the link in your banking app, then confirm the transfer.',
      },
      sberPay: {
        title: 'SberPay',
        text: 'Confirm the payment in the SberBank Online app from a push notification or a QR code, without entering card details.',
      },
    },
    security: {
      heading: 'Payment security',
      body: [
        'You enter your card details in the payment form of a provider certified to the PCI DSS security standard. The card number, expiry date and CVV travel over a secure connection straight to the provider: {brand} never sees or stores them.',
        '3‑D Secure is extra protection from your bank: it may ask for a code from a text message or a confirmation in the banking app.',
      ],
    },
    after: {
      heading: 'What happens after you pay online',
      steps: [
        'Press “Pay” and the payment page opens. You have {paymentMinutes} minutes to pay; a timer on the page shows the time left.',
        'The bank confirms the payment, usually within seconds. If it needs your confirmation, follow the bank’s prompts.',
        'The “Order accepted” page opens with your order number and a tracking link. With the order number and your phone, you can check the status even without signing in.',
        'On the tracking page the status updates by itself: accepted, cooking, on the way (for delivery), done. Once the courier is on the way, you can see them on the map.',
      ],
      failed:
        'If the payment fails, you return to the site with an error message: try again or choose another method. If money was taken but the order was not confirmed, call us and we will sort it out.',
    },
    cash: {
      heading: 'Change for cash',
      body: [
        'At checkout, tell us which amount you need change from: type it in (up to {cashMax}) or tap a banknote button. Buttons appear for notes larger than the order total.',
        'If you do not need change, leave the field empty.',
      ],
      turkey:
        'In Turkey: if the amount you enter is less than the order total, it is rounded up to the nearest {cashStep}, so the courier has change ready.',
    },
    refunds: {
      heading: 'Refunds',
      body: [
        'If an order paid online is cancelled, the money goes back to the card or account you paid from. How fast it arrives depends on your bank: usually from a few minutes to a few working days.',
        'You can cancel an order while its status is “Accepted”.',
      ],
    },
    help: {
      heading: 'Need help with a payment?',
      text: 'Call {phone} or write to {email}. Include your order number and we will answer faster.',
    },
  },

  bonus: {
    noProgram: {
      heading: 'No bonus program yet',
      text: '{brand} does not run a bonus program at the moment. We do regularly launch promotions and discounts, though: have a look at the promotions page.',
      promotions: 'See promotions',
    },
    notInCity:
      'The bonus program does not operate in {city}. The rules below apply in the cities where it is available.',
    status: {
      heading: 'Where bonuses stand now',
      accrualPaused: 'Earning bonuses is paused: new orders do not earn bonuses.',
      spendUntil:
        'You can pay for part of an order with the bonuses you have collected until {deadline} inclusive.',
      spendEnded:
        'Collected bonuses could be spent until {deadline} inclusive. That date has passed, so bonuses can no longer be used at checkout.',
    },
    how: {
      heading: 'How the program works',
      body: [
        {
          list: [
            'The program runs only for {brand} and only in the cities where it is available.',
            'Bonuses are tied to your phone number: sign in with it to see your balance in your profile and at checkout.',
            'One bonus equals {bonusUnit}.',
            'To spend bonuses, switch on bonus payment at checkout: the amount is calculated for you.',
            'Bonuses cannot be combined with a discount: if a discount or promo code applies to the order, bonuses cannot be used.',
          ],
        },
      ],
    },
    rule: {
      heading: 'How many bonuses you can spend',
      body: [
        'You can spend the smaller of two amounts: your bonus balance, or the order total with {bonusUnit} left to pay for every unit of each product and package. Delivery can be paid in full with bonuses.',
        'Put simply, every pizza, drink or bag needs at least {bonusUnit} paid in money; bonuses can cover the rest.',
      ],
    },
    example: {
      heading: 'An example',
      intro:
        'Your cart holds two pizzas, a lemonade and a bag, for delivery. Your bonus balance is {balance}.',
      caption: 'How the bonus write-off is calculated',
      columns: { item: 'Item', calc: 'Calculation', writeOff: 'Bonuses can pay' },
      rows: {
        pizza: 'Pizza, 2 pcs',
        drink: 'Lemonade, 1 pc',
        bag: 'Bag, 1 pc',
        delivery: 'Delivery',
      },
      limit: 'Bonuses can pay in total',
      result:
        'Your balance is larger than this, so {writeOff} is written off. You pay {payable}: {bonusUnit} for each of the four units in the order.',
    },
    help: {
      heading: 'Questions about bonuses',
      text: 'If your balance looks wrong or bonuses were not applied, call {phone} or write to {email}.',
    },
  },

  legal: {
    otherDocuments: 'Other documents',
    legalInfo: {
      seller: {
        heading: 'Seller and site owner',
        text: 'The {site} site and the {brand} ordering service are operated by:',
      },
      sections: sectionsOf(legalInfo),
    },

    privacyPolicy: {
      sections: sectionsOf(privacyPolicy),
    },

    userAgreement: {
      sections: sectionsOf(userAgreement),
    },
  },
};
