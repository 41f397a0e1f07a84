// The shell's `shell-pages` strings in German.
import type { ShellPagesStrings } from './ru';

export const shellPages: ShellPagesStrings = {
  pages: {
    home: {
      title: 'Speisekarte',
      lead: 'Wählen Sie Ihre Gerichte und bestellen Sie.',
    },
    about: {
      title: 'Über uns',
      lead: 'Wer wir sind und wie wir kochen.',
    },
    delivery: {
      title: 'Lieferbedingungen',
      lead: 'Prüfen Sie, ob wir an Ihre Adresse liefern.',
    },
    shops: {
      title: 'Unsere Restaurants',
      lead: 'Adressen und Öffnungszeiten der Restaurants.',
    },
    promotions: {
      title: 'Aktionen und Rabatte',
      lead: 'Aktuelle Angebote in Ihrer Stadt.',
    },
    bonus: {
      title: 'Bonusprogramm',
      lead: 'So funktioniert das Bonusprogramm und wo es gilt.',
    },
    profile: {
      title: 'Profil',
      lead: 'Persönliche Daten, Bestellungen und Adressen.',
    },
    cart: {
      title: 'Warenkorb',
      lead: 'Prüfen Sie Ihre Bestellung vor dem Abschluss.',
    },
    tracking: {
      title: 'Bestellverfolgung',
      lead: 'Der Status Ihrer Bestellung wird automatisch aktualisiert.',
    },
    payment: {
      title: 'Bezahlung der Bestellung',
      lead: 'Bezahlen Sie Ihre Bestellung, wie es Ihnen passt.',
    },
    paymentInfo: {
      title: 'Bezahlung',
      lead: 'Zahlungsmöglichkeiten für Ihre Bestellung.',
    },
    backToHome: {
      title: 'Zahlung fehlgeschlagen',
      lead: 'Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    },
    orderComplete: {
      title: 'Bestellung angenommen',
      lead: 'Vielen Dank! Wir haben mit der Zubereitung begonnen.',
    },
    paymentFailure: {
      title: 'Zahlungsfehler',
      lead: 'Die Zahlung ist nicht durchgegangen. Prüfen Sie die Zahlungsart.',
    },
    legalInfo: {
      lead: 'Unternehmensangaben und rechtliche Dokumente.',
    },
    privacyPolicy: {
      lead: 'Wie wir personenbezogene Daten verarbeiten.',
    },
    userAgreement: {
      lead: 'Bedingungen für die Nutzung der Website.',
    },
  },
  shopsPage: {
    phone: 'Telefon: {{phone}}',
    hours: 'Öffnungszeiten',
    pickUpHere: 'Hier abholen',
    chosen: 'Ihr Abholort',
    weekdays: 'Mo,Di,Mi,Do,Fr,Sa,So',
    dayOff: 'geschlossen',
  },
  deliveryPage: {
    zonesTitle: 'Liefergebiete und Bedingungen',
    freeFrom: 'Kostenlos ab {{amount}}',
    checkTitle: 'Prüfen Sie, ob wir zu Ihnen liefern',
    check: 'Adresse prüfen',
  },
};
