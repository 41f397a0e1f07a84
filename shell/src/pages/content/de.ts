// Long texts of the content pages in German, typed against the Russian shape.

import legalInfo from './de/legal-info.md?raw';
import privacyPolicy from './de/privacy-policy.md?raw';
import userAgreement from './de/user-agreement.md?raw';
import { sectionsOf } from './markdown';
import type { PageContent } from './ru';

export const de: PageContent = {
  ui: {
    effectiveFrom: 'Diese Fassung gilt ab dem {date}',
    company: 'Unternehmen',
    inn: 'Steuernummer (INN)',
    ogrn: 'Registernummer (OGRN)',
  },

  about: {
    intro: [
      '{brand} steht für heißes Essen zum Liefern und Abholen. Wir fangen erst an zu kochen, wenn Sie bestellt haben. So kommt Ihr Gericht so an, wie der Koch es gemeint hat: heiß, frisch und sorgfältig verpackt.',
      'In jedem unserer Restaurants gelten dieselben Rezepte und Küchenregeln. Ihr Lieblingsgericht schmeckt deshalb zu Hause genauso wie auf Reisen.',
    ],
    promisesHeading: 'Was wir versprechen',
    promises: {
      dough: {
        title: 'Teig, jeden Tag frisch',
        text: 'Wir kneten den Teig in der Küche jedes Restaurants und lassen ihm Zeit zum Reifen. Keine Tiefkühlböden – darum ist der Rand luftig und der Boden knusprig.',
      },
      fresh: {
        title: 'Frische Zutaten',
        text: 'Gemüse, Fleisch und Soßen kommen jeden Tag in die Küche, und wir achten auf Haltbarkeit und Lagertemperatur. Ist eine Zutat aus, verschwindet das Gericht vorübergehend von der Karte – wir kochen nie „mit dem, was noch da ist“.',
      },
      cooked: {
        title: 'Gekocht nach Ihrer Bestellung',
        text: 'Bei uns wartet nichts in der Auslage: Die Küche beginnt mit Ihrer Bestellung, sobald sie angenommen ist. Den Status „In Zubereitung“ sehen Sie auf der Seite zur Bestellverfolgung.',
      },
      delivery: {
        title: 'Ehrliche Lieferzeiten',
        text: 'Das früheste Lieferfenster sehen Sie schon vor dem Bezahlen – oder Sie wählen eine spätere Zeit. Ist der Kurier unterwegs, können Sie ihn auf der Karte verfolgen.',
      },
      care: {
        title: 'Wir stehen für jede Bestellung ein',
        text: 'Wenn etwas schiefgeht, rufen Sie uns an oder schreiben Sie uns – wir kümmern uns darum und bringen es in Ordnung.',
      },
    },
    numbersHeading: '{brand} in Zahlen',
    numbers: {
      cities: 'Städte, in denen Sie bestellen können',
      countries: 'Länder, in denen wir tätig sind',
      languages: 'Sprachen der Website',
    },
    story: {
      heading: 'Wie alles begann',
      body: [
        'Alles begann mit einer kleinen Küche und einer einfachen Idee: so kochen wie für Freunde und das Essen heiß bringen. Inzwischen gibt es mehr Restaurants – die Regeln sind dieselben geblieben.',
        'Jeder Koch wird geschult, bevor er am Herd steht. Wir probieren die Gerichte in jeder Schicht und prüfen Gewicht und Aussehen, bevor eine Bestellung an den Kurier geht.',
      ],
    },
    visit: {
      heading: 'Wo Sie uns finden',
      text: 'Holen Sie Ihre Bestellung in einem Restaurant in der Nähe ab, oder prüfen Sie, ob wir an Ihre Adresse liefern.',
      shops: 'Restaurants auf der Karte',
      delivery: 'Lieferbedingungen und -gebiete',
    },
    contact: {
      heading: 'Noch Fragen?',
      text: 'Rufen Sie {phone} an oder schreiben Sie an {email} – wir antworten und helfen bei Ihrer Bestellung.',
    },
  },

  paymentInfo: {
    intro:
      'Sie können bei Erhalt oder online auf der Website bezahlen. Welche Zahlungsarten für Ihre Bestellung möglich sind, sehen Sie beim Bestellabschluss: Das hängt von Stadt, Restaurant und Art der Übergabe ab.',
    methodsHeading: 'Zahlungsarten',
    methods: {
      cash: {
        title: 'Bar',
        text: 'Beim Kurier an der Tür oder an der Kasse bei Abholung. Geben Sie an, mit welchem Betrag Sie zahlen – der Kurier bringt das Wechselgeld mit.',
      },
      card: {
        title: 'Mit Karte bei Erhalt',
        text: 'Der Kurier bringt ein Kartenterminal mit: Zahlen Sie mit Karte oder Smartphone direkt an der Tür. Bei Abholung mit Karte an der Kasse.',
      },
      onlineCard: {
        title: 'Online mit Karte',
        text: 'Geben Sie Ihre Kartendaten im sicheren Zahlungsformular ein. Wenn Ihre Bank es verlangt, bestätigen Sie die Zahlung mit 3‑D Secure.',
      },
      applePay: {
        title: 'Apple Pay',
        text: 'Bezahlen mit einer Berührung auf iPhone, iPad und Mac in Safari – ohne Kartennummer einzugeben.',
      },
      googlePay: {
        title: 'Google Pay',
        text: 'Schnell bezahlen mit einer in Google gespeicherten Karte – auf dem Android-Smartphone oder im Chrome-Browser.',
      },
      aggregator: {
        title: 'Über Lieferdienste',
        text: 'Haben Sie über einen Partner-Lieferdienst bestellt, bezahlen Sie nach dessen Regeln in dessen App.',
      },
      sbp: {
        title: 'SBP per QR-Code',
        text: 'Russlands System für Sofortzahlungen: QR-Code mit der Handykamera scannen oder den Link in der Banking-App öffnen und die Überweisung bestätigen.',
      },
      sberPay: {
        title: 'SberPay',
        text: 'Bestätigen Sie die Zahlung in der App SberBank Online per Push-Nachricht oder QR-Code – ohne Kartendaten einzugeben.',
      },
    },
    security: {
      heading: 'Sichere Zahlungen',
      body: [
        'Ihre Kartendaten geben Sie im Zahlungsformular eines Anbieters ein, der nach dem Sicherheitsstandard PCI DSS zertifiziert ist. Kartennummer, Ablaufdatum und CVV gehen verschlüsselt direkt an den Anbieter: {brand} sieht und speichert sie nicht.',
        '3‑D Secure ist ein zusätzlicher Schutz Ihrer Bank: Sie fragt eventuell nach einem Code per SMS oder nach einer Bestätigung in der Banking-App.',
      ],
    },
    after: {
      heading: 'Was nach der Online-Zahlung passiert',
      steps: [
        'Tippen Sie auf „Bezahlen“ – die Zahlungsseite öffnet sich. Sie haben {paymentMinutes} Minuten Zeit; ein Timer auf der Seite zeigt die verbleibende Zeit.',
        'Die Bank bestätigt die Zahlung, meist innerhalb von Sekunden. Braucht sie Ihre Bestätigung, folgen Sie den Hinweisen der Bank.',
        'Es öffnet sich die Seite „Bestellung angenommen“ mit Ihrer Bestellnummer und einem Link zur Bestellverfolgung. Mit Bestellnummer und Telefonnummer sehen Sie den Status auch ohne Anmeldung.',
        'Auf der Verfolgungsseite aktualisiert sich der Status von selbst: angenommen, in Zubereitung, unterwegs (bei Lieferung), erledigt. Ist der Kurier unterwegs, sehen Sie ihn auf der Karte.',
      ],
      failed:
        'Schlägt die Zahlung fehl, kehren Sie mit einer Fehlermeldung auf die Website zurück: Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart. Wurde Geld abgebucht, die Bestellung aber nicht bestätigt, rufen Sie uns an – wir klären das.',
    },
    cash: {
      heading: 'Wechselgeld bei Barzahlung',
      body: [
        'Geben Sie beim Bestellabschluss an, mit welchem Betrag Sie zahlen: Tippen Sie ihn ein (bis {cashMax}) oder wählen Sie einen Geldschein. Schaltflächen erscheinen für Scheine, die größer als der Bestellwert sind.',
        'Brauchen Sie kein Wechselgeld, lassen Sie das Feld leer.',
      ],
      turkey:
        'In der Türkei: Ist der angegebene Betrag kleiner als der Bestellwert, wird er auf die nächsten {cashStep} aufgerundet, damit der Kurier Wechselgeld dabeihat.',
    },
    refunds: {
      heading: 'Erstattungen',
      body: [
        'Wird eine online bezahlte Bestellung storniert, geht das Geld auf die Karte oder das Konto zurück, von dem Sie bezahlt haben. Wie schnell, hängt von Ihrer Bank ab – meist wenige Minuten bis einige Werktage.',
        'Stornieren können Sie, solange die Bestellung den Status „Angenommen“ hat.',
      ],
    },
    help: {
      heading: 'Hilfe bei der Zahlung?',
      text: 'Rufen Sie {phone} an oder schreiben Sie an {email}. Nennen Sie Ihre Bestellnummer, dann können wir schneller antworten.',
    },
  },

  bonus: {
    noProgram: {
      heading: 'Noch kein Bonusprogramm',
      text: '{brand} hat derzeit kein Bonusprogramm. Dafür gibt es regelmäßig Aktionen und Rabatte – schauen Sie auf der Aktionsseite vorbei.',
      promotions: 'Zu den Aktionen',
    },
    notInCity:
      'In {city} gibt es das Bonusprogramm nicht. Die folgenden Regeln gelten in den Städten, in denen es angeboten wird.',
    status: {
      heading: 'Stand der Bonuspunkte',
      accrualPaused:
        'Das Sammeln von Bonuspunkten ist ausgesetzt: Für neue Bestellungen gibt es keine Punkte.',
      spendUntil:
        'Mit gesammelten Bonuspunkten können Sie bis einschließlich {deadline} einen Teil der Bestellung bezahlen.',
      spendEnded:
        'Gesammelte Bonuspunkte konnten bis einschließlich {deadline} eingelöst werden. Diese Frist ist abgelaufen; beim Bestellabschluss lassen sich keine Punkte mehr einlösen.',
    },
    how: {
      heading: 'So funktioniert das Programm',
      body: [
        {
          list: [
            'Das Programm gilt nur für {brand} und nur in den Städten, in denen es angeboten wird.',
            'Bonuspunkte sind an Ihre Telefonnummer gebunden: Melden Sie sich damit an, um Ihr Guthaben im Profil und beim Bestellabschluss zu sehen.',
            'Ein Bonuspunkt entspricht {bonusUnit}.',
            'Um Punkte einzulösen, schalten Sie beim Bestellabschluss die Zahlung mit Bonuspunkten ein – der Betrag wird automatisch berechnet.',
            'Bonuspunkte lassen sich nicht mit einem Rabatt kombinieren: Gilt für die Bestellung ein Rabatt oder Gutscheincode, können keine Punkte eingelöst werden.',
          ],
        },
      ],
    },
    rule: {
      heading: 'Wie viele Punkte Sie einlösen können',
      body: [
        'Eingelöst wird der kleinere von zwei Beträgen: Ihr Bonusguthaben oder der Bestellwert, bei dem für jede Einheit eines Produkts und jeder Verpackung {bonusUnit} zu bezahlen bleibt. Die Lieferung können Sie vollständig mit Punkten bezahlen.',
        'Einfach gesagt: Für jede Pizza, jedes Getränk und jede Tüte zahlen Sie mindestens {bonusUnit} mit Geld – den Rest können Punkte decken.',
      ],
    },
    example: {
      heading: 'Ein Beispiel',
      intro:
        'Im Warenkorb liegen zwei Pizzen, eine Limonade und eine Tüte, bestellt zur Lieferung. Ihr Bonusguthaben beträgt {balance}.',
      caption: 'So wird die Einlösung der Bonuspunkte berechnet',
      columns: { item: 'Position', calc: 'Rechnung', writeOff: 'Mit Punkten bezahlbar' },
      rows: {
        pizza: 'Pizza, 2 Stück',
        drink: 'Limonade, 1 Stück',
        bag: 'Tüte, 1 Stück',
        delivery: 'Lieferung',
      },
      limit: 'Insgesamt mit Punkten bezahlbar',
      result:
        'Ihr Guthaben ist höher als dieser Betrag, also werden {writeOff} eingelöst. Zu zahlen bleiben {payable} – {bonusUnit} für jede der vier Einheiten der Bestellung.',
    },
    help: {
      heading: 'Fragen zu Bonuspunkten',
      text: 'Wenn Ihr Guthaben nicht stimmt oder Punkte nicht eingelöst wurden, rufen Sie {phone} an oder schreiben Sie an {email}.',
    },
  },

  legal: {
    otherDocuments: 'Weitere Dokumente',
    legalInfo: {
      seller: {
        heading: 'Verkäufer und Betreiber der Website',
        text: 'Die Website {site} und der Bestellservice {brand} werden betrieben von:',
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
