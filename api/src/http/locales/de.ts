// The API's texts (namespace `api`: cart messages, gift conditions, interval notices, field errors) in
// German.
import type { ApiStrings } from './ru';

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
};
