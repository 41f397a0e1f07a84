// Long texts of the content pages in English (the fallback language), typed against the Russian shape.
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
      sections: [
        {
          heading: 'Partners in cities',
          body: [
            'In some cities, orders are cooked and delivered by franchise partners. The partner is then the seller: its name and registration numbers appear at the bottom of the page once a delivery address or a restaurant is chosen, and on your receipt.',
          ],
        },
        {
          heading: 'Contacts',
          body: [{ list: ['Phone: {phone}', 'E-mail: {email}'] }],
        },
        {
          heading: 'Questions and complaints',
          body: [
            'We take questions about orders, food quality and service by phone and by e-mail. Please give your order number, city and how to reach you: we will look into it and reply within the time the law sets.',
          ],
        },
      ],
    },

    privacyPolicy: {
      sections: [
        {
          heading: '1. General provisions',
          body: [
            'This policy explains how {company} (the Operator) processes and protects the personal data of users of the {site} site and the {brand} mobile apps. It is written in line with Russian Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”.',
            'You give your consent to the processing of personal data separately, by ticking a box when you sign in with your phone number and when you send forms on the site.',
          ],
        },
        {
          heading: '2. What data we process',
          body: [
            {
              list: [
                'name, phone number and e-mail address;',
                'delivery addresses, including flat, entrance, floor and a note for the courier;',
                'sex and date of birth, if you add them to your profile;',
                'order history, chosen payment methods and bonus balance;',
                'technical data: IP address, browser and device type, cookies, pages visited.',
              ],
            },
            'The Operator does not receive or store bank card data: it is processed by a payment provider certified to the PCI DSS standard.',
          ],
        },
        {
          heading: '3. Why we process it',
          body: [
            {
              list: [
                'to take, cook and deliver orders and to contact you about them;',
                'to sign you in by phone number with a code from a call or a text message;',
                'to keep your profile, saved addresses and order history;',
                'to keep track of bonuses where the loyalty program operates;',
                'to answer questions, call-back requests and partner requests;',
                'to send news and offers, only with your consent; you can opt out in your profile;',
                'to meet legal duties, including those on fiscal receipts;',
                'to improve the site and protect it from abuse.',
              ],
            },
          ],
        },
        {
          heading: '4. Legal grounds',
          body: [
            'We process data with your consent, to perform the contract (the order) you are a party to, and to meet duties the law places on the Operator (Article 6 of Federal Law No. 152-FZ).',
          ],
        },
        {
          heading: '5. How we process and store data',
          body: [
            'Processing covers collection, recording, organisation, accumulation, storage, correction, use, transfer (provision, access), anonymisation, blocking, deletion and destruction of data, with and without automated means.',
            'Personal data of Russian citizens is recorded, organised, accumulated, stored and corrected in databases located in the Russian Federation.',
            'We keep data while your profile exists or while it is needed for the purposes above, and then for the periods the law requires (for example, for accounting records). After that, the data is deleted or anonymised.',
          ],
        },
        {
          heading: '6. Who we share data with',
          body: [
            'We share data only with those who help fulfil your order, and only as much as they need:',
            {
              list: [
                'restaurants and franchise partners that cook and deliver orders in your city;',
                'courier services;',
                'payment providers and banks, to process payments;',
                'telecom operators, for the sign-in call or text message;',
                'cloud infrastructure and analytics providers acting on our instructions.',
              ],
            },
            'We do not sell personal data. Public authorities receive data only where the law requires it.',
          ],
        },
        {
          heading: '7. Cookies',
          body: [
            'The site uses cookies to remember your city and language, keep you signed in, and not show the cookie notice again. These cookies are kept for up to {cookieDays} days.',
            'Analytics cookies help us see which pages work well and which do not. You can delete or block cookies in your browser settings, but some features, such as signing in, may then not work properly.',
          ],
        },
        {
          heading: '8. How we protect data',
          body: [
            'We take legal, organisational and technical measures: we encrypt connections (HTTPS), limit staff access, keep activity logs, make backups and review our safeguards regularly.',
          ],
        },
        {
          heading: '9. Your rights',
          body: [
            'You have the right to:',
            {
              list: [
                'get information about how your data is processed;',
                'ask us to correct, block or destroy data that is incomplete, outdated, inaccurate or processed unlawfully;',
                'withdraw your consent to processing;',
                'unsubscribe from mailings;',
                'delete your profile in the “Profile” section;',
                'complain about the Operator to Roskomnadzor (the Russian data protection authority) or to a court.',
              ],
            },
            'To use these rights, write to {email}. We reply within 10 working days of receiving your request.',
          ],
        },
        {
          heading: '10. For users in Germany and the EU',
          body: [
            'If you order in Germany, the EU General Data Protection Regulation (GDPR) also applies to the processing of your data.',
            {
              list: [
                'Legal bases: performance of a contract (Art. 6(1)(b) GDPR) for orders and delivery; legal obligation (Art. 6(1)(c)) for keeping accounting records; legitimate interest (Art. 6(1)(f)) for site security; consent (Art. 6(1)(a)) for mailings and optional cookies.',
                'Your rights: access, rectification, erasure, restriction of processing, data portability, objection to processing, and withdrawing consent at any time without affecting the lawfulness of earlier processing.',
                'You may lodge a complaint with a data protection supervisory authority, including the one of the German federal state where you live.',
                'If data is transferred outside the EEA, we rely on the standard contractual clauses adopted by the European Commission or other safeguards provided by the GDPR.',
                'In Germany, optional cookies are set only with your consent (Section 25 TDDDG).',
                'We do not make decisions based solely on automated processing that have legal effects on you.',
              ],
            },
          ],
        },
        {
          heading: '11. Changes and contacts',
          body: [
            'We may update this policy. A new version is effective from the date shown at the top of the page.',
            'Operator: {company}. Questions about personal data: {email}, phone {phone}.',
          ],
        },
      ],
    },

    userAgreement: {
      sections: [
        {
          heading: '1. General provisions',
          body: [
            'This agreement governs the relationship between {company} (the Company) and you (the User) when you use the {site} site and the {brand} mobile apps (the Service).',
            'By using the Service you accept the terms of this agreement. If you do not agree with them, please do not use the Service.',
          ],
        },
        {
          heading: '2. Signing in and your profile',
          body: [
            'You sign in with your phone number: we call you or send a text message with a code. You are responsible for the accuracy of your details and for keeping the code to yourself.',
            'You can change your profile details at any time, or delete the profile.',
          ],
        },
        {
          heading: '3. Placing an order',
          body: [
            {
              list: [
                'The menu, prices and promotions depend on the city, the restaurant and how you get your order; the terms in force are shown in the cart before checkout.',
                'For delivery, the address must be inside a delivery zone, and the order must reach that zone’s minimum amount unless delivery is free.',
                'An order is accepted once the site shows its number. Delivery and ready times are estimates and depend on how busy the kitchen is, the weather and the roads.',
                'If a dish runs out after you order, we will contact you to offer a replacement or change the order.',
              ],
            },
          ],
        },
        {
          heading: '4. Prices and payment',
          body: [
            'Prices are in the city’s currency and include the taxes required by law. Payment methods are described on the “How to pay” page.',
            'An online payment must be completed within {paymentMinutes} minutes; if the time runs out, you will need to start the payment again.',
          ],
        },
        {
          heading: '5. Receiving your order',
          body: [
            'Please stay reachable on the phone number you gave. If you do not meet the courier for longer than the notice on the site says, the order may be cancelled.',
            'For pickup, the order is handed out at the chosen restaurant by its order number. Please check your order when you receive it.',
          ],
        },
        {
          heading: '6. Cancellation, replacement and refunds',
          body: [
            'You can cancel an order while its status is “Accepted”. Once cooking has started, it can be cancelled only by agreement with us.',
            'Money for a cancelled prepaid order is returned by the same method you paid with.',
            'If a dish does not match its description or arrives damaged, tell us on the day of the order and we will replace it or refund you. Food of proper quality cannot be exchanged or returned.',
          ],
        },
        {
          heading: '7. Bonuses and promotions',
          body: [
            'The bonus program operates only where it is available, under the rules on the “Bonus program” page. Earning bonuses is paused; collected bonuses can be spent until {deadline} inclusive.',
            'The terms of promotions and promo codes are given in their descriptions. Unless stated otherwise, discounts from different promotions do not add up.',
          ],
        },
        {
          heading: '8. Intellectual property',
          body: [
            'The texts, photos, logos and design of the Service belong to the Company or are used by it under licence. They may not be copied without permission.',
          ],
        },
        {
          heading: '9. Liability',
          body: [
            'We work to keep the Service running smoothly but do not guarantee it is always available. The Company is not liable for outages caused by third parties, telecom operators or force majeure.',
            'The Company’s liability for an order is limited to its price, unless the law provides otherwise.',
          ],
        },
        {
          heading: '10. Disputes and governing law',
          body: [
            'This agreement is governed by the law of the country where you place your order. We try to settle disputes by talking: write to {email}. If we cannot agree, the dispute goes to court under consumer protection law.',
            'For customers in Germany: we do not take part in dispute resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle) and are not obliged to do so.',
          ],
        },
        {
          heading: '11. Changes and contacts',
          body: [
            'The Company may change this agreement. A new version is effective from the date shown at the top of the page.',
            'Company: {company}. Phone: {phone}, e-mail: {email}.',
          ],
        },
      ],
    },
  },
};
