// The shell's `shell-location` strings in German.
import type { ShellLocationStrings } from './ru';

export const shellLocation: ShellLocationStrings = {
  orderTypes: {
    delivery: 'Lieferung',
    takeaway: 'Abholung',
    switchLabel: 'Wie Sie bestellen',
    addressLabel: 'Lieferadresse',
    addressPlaceholder: 'Straße und Hausnummer',
    addressHint: 'Geben Sie die Adresse ein oder tippen Sie auf die Karte',
    addHouse: 'Hausnummer ergänzen',
    submitAddress: 'Hierher liefern',
    mapLabel: 'Karte der Liefergebiete',
    shopsMapLabel: 'Karte der Restaurants',
    zoneTerms: 'Lieferung {{price}}, Bestellung ab {{minimum}}',
    free: 'kostenlos',
    notDeliveredTitle: 'Hierher liefern wir noch nicht',
    notDeliveredText:
      'Hinterlassen Sie Ihre Telefonnummer, wir melden uns, sobald wir an {{address}} liefern.',
    notify: 'Benachrichtigen Sie mich',
    notifyThanks: 'Danke! Wir melden uns, sobald wir an diese Adresse liefern.',
    otherAddress: 'Andere Adresse eingeben',
    chooseTakeaway: 'Selbst abholen',
    otherCityUnavailable: 'An diese Adresse wird nicht geliefert.',
    shopSearch: 'Restaurant suchen',
    shopsEmpty: 'Nichts gefunden',
    showList: 'Liste',
    showMap: 'Karte',
    selectShop: 'Hier abholen',
    chooseShopFirst: 'Wählen Sie ein Restaurant in der Liste oder auf der Karte',
  },
  shopState: {
    closedToday: 'Heute geschlossen',
    notYetOpen: 'Öffnet um {{time}}',
    opensIn: 'Öffnet in {{minutes}} Min.',
    openUntil: 'Geöffnet bis {{time}}',
    closesIn: 'Schließt in {{minutes}} Min.',
    stillClosed: 'Pause, öffnet um {{time}}',
    alreadyClosed: 'Für heute geschlossen',
    stopped: 'Nimmt gerade keine Bestellungen an',
  },
};
