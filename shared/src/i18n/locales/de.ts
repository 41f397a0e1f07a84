// German.
import type { SharedStrings } from './ru';

export const de: SharedStrings = {
  common: {
    actions: {
      close: 'Schließen',
      retry: 'Erneut versuchen',
      cancel: 'Abbrechen',
      confirm: 'Bestätigen',
      back: 'Zurück',
      save: 'Speichern',
      send: 'Senden',
      more: 'Mehr',
      accept: 'Akzeptieren',
      search: 'Suchen',
    },
    errors: {
      generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    },
    loading: 'Wird geladen…',
    placeholder: { comingSoon: 'Dieser Bereich ist bald verfügbar.' },
    orderTypes: { delivery: 'Lieferung', takeaway: 'Abholung' },
    units: {
      pieces: '{{count}} Stk.',
      g: '{{value}} g',
      kg: '{{value}} kg',
      ml: '{{value}} ml',
      l: '{{value}} l',
      pcs: '{{value}} Stk.',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'Pflichtfeld',
      phone: {
        country: 'Ländervorwahl',
      },
      select: {
        placeholder: 'Bitte wählen',
      },
      counter: {
        group: 'Menge',
        decrease: 'Menge verringern',
        increase: 'Menge erhöhen',
      },
      price: {
        old: 'Alter Preis',
        current: 'Reduzierter Preis',
      },
      badge: {
        discount: 'Rabatt {{percent}} %',
      },
      carousel: {
        label: 'Karussell',
        prev: 'Zurückblättern',
        next: 'Weiterblättern',
        slide: '{{index}} von {{total}}',
      },
      alert: {
        dismiss: 'Hinweis schließen',
      },
    },
    map: {
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
    },
    validation: {
      required: 'Pflichtfeld',
      email: 'Prüfen Sie die E-Mail-Adresse',
      phone: 'Geben Sie die vollständige Telefonnummer ein',
      number: 'Geben Sie eine Zahl größer als null ein',
      tooLong: 'Der Wert ist zu lang',
      privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung',
    },
    outletState: {
      closedToday: 'Heute geschlossen',
      notYetOpen: 'Noch nicht geöffnet: öffnet um {{time}}',
      opensIn: 'Öffnet in {{minutes}} Min.',
      stillClosed: 'Noch geschlossen: öffnet um {{time}}',
      alreadyClosed: 'Für heute bereits geschlossen',
      closesIn: 'Schließt in {{minutes}} Min.',
      stopped: 'Nimmt gerade keine Bestellungen an',
    },
    card: {
      add: 'Hinzufügen',
      choose: 'Auswählen',
      addNamed: 'In den Warenkorb: {{name}}',
      chooseNamed: 'Optionen wählen: {{name}}',
      unavailable: 'Nicht verfügbar',
      favorite: 'Zu Favoriten: {{name}}',
      unfavorite: 'Aus Favoriten entfernen: {{name}}',
    },
    related: {
      addToOrder: 'Zur Bestellung hinzufügen',
      withProductChoose: 'Passt gut dazu',
    },
  },
};
