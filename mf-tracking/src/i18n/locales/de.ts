// mf-tracking's strings (namespace `tracking`) in German.
import type { TrackingStrings } from './ru';

export const tracking: TrackingStrings = {
  title: 'Bestellverfolgung',
  statuses: {
    accepted: 'Angenommen',
    cooking: 'In Zubereitung',
    sent: 'Unterwegs',
    done: 'Erledigt',
    canceled: 'Storniert',
    waiting_for_payment: 'Wartet auf Zahlung',
  },
  lookup: {
    title: 'Bestellstatus',
    phone: 'Telefon',
    order: 'Bestellnummer',
    submit: 'Bestellstatus abfragen',
  },
  page: {
    orderTitle: 'Bestellung Nr. {{orderId}}',
  },
  statusInfo: {
    waiting_for_payment: 'Die Bestellung geht in die Küche, sobald sie bezahlt ist.',
    accepted: 'Wir haben Ihre Bestellung und fangen gleich mit dem Kochen an.',
    acceptedForInterval: 'Wir beginnen rechtzeitig zum gewählten Zeitfenster mit dem Kochen.',
    cooking: 'Unsere Köche bereiten Ihre Bestellung zu.',
    cookingTakeaway:
      'Unsere Köche bereiten Ihre Bestellung zu: Holen Sie sie im Restaurant ab, sobald sie fertig ist.',
    sent: 'Der Kurier ist auf dem Weg zu Ihnen.',
    done: 'Guten Appetit!',
    doneTakeaway: 'Ihre Bestellung ist fertig und abgeholt. Guten Appetit!',
    canceled: 'Die Bestellung wurde storniert. Bei Fragen rufen Sie uns an.',
  },
  trackingView: {
    toMenu: 'Zum Menü',
    progress: 'Bestellfortschritt',
    stepDone: 'erledigt',
    stepCurrent: 'jetzt',
    stepNext: 'als Nächstes',
    deliveryTo: 'Lieferung an {{address}}',
    /** A delivery whose address is not shown (a guest's lookup). */
    delivery: 'Lieferung per Kurier',
    pickupAt: 'Abholung: {{shop}}',
    products: 'Ihre Bestellung',
    total: 'Gesamt',
    deliveryPrice: 'Lieferung',
    mapLabel: 'Der Kurier auf der Karte',
    eta: 'Voraussichtlich um {{time}}',
    route: 'Weg des Kuriers',
    announce: 'Bestellstatus: {{status}}.',
    announceEta: 'Bestellstatus: {{status}}. Voraussichtlich um {{time}}.',
    cancel: 'Bestellung stornieren',
    cancelQuestion: 'Bestellung Nr. {{orderId}} stornieren?',
    cancelYes: 'Ja, stornieren',
    cancelNo: 'Nein, behalten',
    repeat: 'Erneut bestellen',
    repeatPartial: 'Einige Artikel konnten nicht in den Warenkorb: {{names}}',
    notFound: 'Bestellung nicht gefunden. Prüfen Sie die Nummer oder suchen Sie per Telefon.',
    loadFailed: 'Die Bestellung konnte nicht geladen werden.',
    lookup: 'Bestellstatus abfragen',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung.',
  },
  lookupForm: {
    lead: 'Geben Sie die Telefonnummer der Bestellung und die Bestellnummer ein.',
    notFound: 'Keine Informationen gefunden. Prüfen Sie Telefon und Bestellnummer.',
    orderDigits: 'Die Bestellnummer besteht nur aus Ziffern',
  },
  orderPrices: {
    packages: 'Verpackung',
    discount: 'Rabatt',
    bonuses: 'Mit Bonuspunkten bezahlt',
  },
  scheduledCooking: {
    startsFor:
      'Wir beginnen rechtzeitig vor {{time}}, {{day}}, mit dem Kochen, damit die Bestellung dann fertig ist.',
    today: 'heute',
    tomorrow: 'morgen',
  },
};
