// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in German.
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './ru';

export const api: ApiStrings = {
  products_unavailable: 'Einige Artikel sind hier nicht erhältlich und werden nicht mitgerechnet: {{names}}.',
  shop_not_accepting:
    'Das Restaurant nimmt gerade keine Bestellungen an: Bestellen Sie für morgen oder wählen Sie ein anderes Restaurant.',
  minimum_order: 'Der Mindestbestellwert für die Lieferung beträgt {{amount}}. Es fehlen noch {{remaining}}.',
  free_delivery: 'Noch {{remaining}} bis zur kostenlosen Lieferung.',
  promocode_minimum: 'Der Gutscheincode {{code}} gilt ab {{amount}} Bestellwert.',
  promocode_order_type: 'Der Gutscheincode {{code}} gilt nur bei {{type}}.',
  promocode_expired: 'Der Gutscheincode ist abgelaufen.',
  promocode_not_started: 'Der Gutscheincode gilt noch nicht.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Zu viele Versuche, versuchen Sie es später erneut',
  promocode_not_found: 'Gutscheincode nicht gefunden.',
  bonus_deadline:
    'Bonuspunkte konnten bis {{date}} eingelöst werden. Das Sammeln von Bonuspunkten ist pausiert.',
  bonuses_unavailable: 'Das Bonusprogramm ist nicht verfügbar.',
  bonuses_with_promocode: 'Bonuspunkte können nicht zusammen mit einem Gutscheincode eingelöst werden.',
  bonuses_too_many: 'Sie können höchstens {{amount}} einlösen.',
  gift_min_subtotal: 'Bestellen Sie ab {{amount}}',
  gift_delivery_only: 'Nur bei Lieferung',
  gift_takeaway_only: 'Nur bei Abholung',
  gift_group_in_cart: 'Zur Bestellung hinzufügen: {{group}}',
  gift_promocode: 'Lösen Sie den Gutscheincode {{code}} ein',
  gift_unknown: 'Geschenk nicht gefunden.',
  gift_max: 'Von diesem Geschenk können Sie höchstens {{count}} nehmen.',
  slots_taken_delivery:
    'Alle Lieferzeiten sind vergeben. Wir liefern Ihre Bestellung gern an einem anderen Tag.',
  slots_taken_takeaway:
    'Alle Zeitfenster sind vergeben. Wir bereiten Ihre Bestellung gern an einem anderen Tag zu.',
  closed_day: 'An diesem Tag haben wir geschlossen. Wählen Sie einen anderen Tag.',
  no_intervals_today: 'Heute schaffen wir Ihre Bestellung nicht mehr, aber wir können sie später zubereiten.',
  date_unavailable: 'Für dieses Datum kann nicht bestellt werden.',
  today: 'heute',
  tomorrow: 'morgen',
  asap_closed:
    'Wir haben gerade geschlossen und können nicht sofort mit dem Kochen beginnen. Die nächste mögliche Zeit ist {{day}}, {{time}}. Wählen Sie sie oder eine andere Zeit.',
  interval_unavailable: 'Dieses Zeitfenster ist nicht verfügbar',
  product_unknown: 'Artikel nicht gefunden.',
  product_unavailable: 'Dieser Artikel ist hier nicht erhältlich.',
  product_stop: 'Dieser Artikel ist gerade ausverkauft.',
  product_not_in_cart: 'Dieser Artikel ist nicht im Warenkorb.',
  quantity_cap: 'Von diesem Artikel können Sie höchstens {{count}} Stk. hinzufügen.',
  modifiers_invalid: 'Wählen Sie die Optionen so, wie es der Artikel erlaubt.',
  modifier_range: '{{name}}: Wählen Sie {{min}} bis {{max}}.',
  modifier_unavailable: '{{name}} ist gerade nicht verfügbar.',
  modifier_unknown: 'Diese Option gibt es für diesen Artikel nicht.',
  delivery_address_required: 'Geben Sie eine Lieferadresse an.',
  shop_required: 'Wählen Sie ein Restaurant.',
  address_not_found: 'Adresse nicht gefunden.',
  address_not_available: 'An diese Adresse liefern wir noch nicht.',
  no_bag: 'Hier gibt es keine Tüte, auf die Sie verzichten könnten.',
  delivery: 'Lieferung',
  takeaway: 'Abholung',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'Anfrage abgelehnt: Sie wurde von einer anderen Website gesendet.',
  json_required: 'Senden Sie die Daten als JSON (application/json).',
};

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user: UserStrings = {
  unauthorized: 'Bitte melden Sie sich an.',
  captcha_failed: 'Die Captcha-Prüfung ist fehlgeschlagen, versuchen Sie es erneut.',
  auth_disabled: 'Die Anmeldung per Telefon ist hier nicht verfügbar.',
  otp_unavailable: 'Der Code konnte nicht gesendet werden, versuchen Sie es später erneut.',
  code_wrong: 'Falscher Code.',
  code_expired: 'Der Code ist nicht mehr gültig, fordern Sie einen neuen an.',
  unknown_city: 'Stadt nicht gefunden.',
  phone_read_only: 'Die Telefonnummer kann nicht geändert werden.',
  birthday_range: 'Das Geburtsdatum muss zwischen {{min}} und {{max}} liegen.',
  product_not_found: 'Artikel nicht gefunden.',
  not_a_favorite: 'Dieser Artikel ist nicht in Ihren Favoriten.',
  code_not_found: 'An diese Telefonnummer wurde kein Code gesendet.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders: OrdersStrings = {
  auth_required: 'Melden Sie sich an, um zu bestellen.',
  cart_empty: 'Der Warenkorb ist leer.',
  phone_required: 'Geben Sie eine Telefonnummer an.',
  phone_invalid: 'Prüfen Sie die Telefonnummer.',
  room_required: 'Geben Sie die Wohnung oder das Büro an.',
  payment_type_unavailable: 'Diese Zahlungsart ist hier nicht verfügbar.',
  change: 'Der Betrag für das Wechselgeld ist kleiner als die Bestellsumme ({{total}}).',
  bonuses_changed:
    'Ihr Bonusguthaben ist kleiner als der einzulösende Betrag. Aktualisieren Sie den Warenkorb.',
  order_not_found: 'Bestellung nicht gefunden.',
  order_cache_expired: 'Die Zeit zum Bezahlen ist abgelaufen. Bestellen Sie bitte noch einmal.',
  order_not_payable: 'Diese Bestellung kann nicht bezahlt werden.',
  payment_expired: 'Die Zeit zum Bezahlen ist abgelaufen, die Bestellung wurde storniert.',
  payment_error: 'Bei der Bezahlung ist ein Fehler aufgetreten, prüfen Sie die Zahlungsart.',
  insufficient_funds: 'Nicht genügend Guthaben auf der Karte.',
  authentication_failed: 'Die Bank hat die Zahlung nicht bestätigt (3-D Secure).',
  payment_pending: 'Wir warten auf die Bestätigung der Bank.',
  card_required: 'Geben Sie die Kartendaten ein.',
  card_invalid: 'Die Kartendaten wurden nicht akzeptiert. Geben Sie sie erneut ein.',
  verify_param:
    'Fehler beim Anlegen der Bestellung, versuchen Sie es erneut oder rufen Sie unsere Hotline an.',
  sberpay_push: 'Wir haben eine Zahlungsanfrage an die App SberBank Online für {{phone}} gesendet.',
  idempotency_mismatch: 'Dieser Idempotenzschlüssel wurde bereits für eine andere Anfrage verwendet.',
  idempotency_in_flight:
    'Eine Anfrage mit diesem Schlüssel läuft noch. Versuchen Sie es in ein paar Sekunden erneut.',
  signature_invalid: 'Ungültige Signatur.',
  payment_type: {
    cash: 'Bar',
    card_courier: 'Mit Karte bei Erhalt',
    card: 'Online mit Karte',
    sbp: 'SBP (Schnellzahlungssystem)',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Ratenzahlung',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking: TrackingStrings = {
  not_cancelable: 'Stornieren lässt sich nur eine angenommene Bestellung, die noch nicht zubereitet wird.',
  not_repeatable: 'Wiederholen lässt sich nur eine abgeschlossene oder stornierte Bestellung.',
  sign_in_required: 'Melden Sie sich an, um Ihre Bestellungen zu sehen.',
  no_courier: 'Der Kurier ist noch nicht unterwegs.',
  product_gone: 'Dieser Artikel ist nicht mehr im Menü.',
  shop_gone: 'Das Restaurant dieser Bestellung gibt es nicht mehr. Wählen Sie ein anderes.',
  status: {
    waiting_for_payment: {
      name: 'Wartet auf Zahlung',
      description: 'Die Bestellung geht in die Küche, sobald sie bezahlt ist.',
    },
    accepted: {
      name: 'Bestellung angenommen',
      description: 'Wir fangen gleich mit dem Kochen an.',
    },
    cooking: {
      name: 'In Zubereitung',
      description: 'Unsere Köche bereiten Ihre Bestellung zu.',
    },
    sent: {
      name: 'An den Kurier übergeben',
      description: 'Der Kurier ist auf dem Weg zu Ihnen.',
    },
    done: {
      name: 'Bestellung abgeschlossen',
      description: 'Guten Appetit!',
    },
    canceled: {
      name: 'Bestellung storniert',
      description: 'Bei Fragen rufen Sie uns an.',
    },
  },
  takeaway_cooking:
    'Unsere Köche bereiten Ihre Bestellung zu: Holen Sie sie im Restaurant ab, sobald sie fertig ist.',
  accepted_for_interval: 'Wir beginnen rechtzeitig zum gewählten Zeitfenster mit dem Kochen.',
};
