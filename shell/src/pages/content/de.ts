// Long texts of the content pages in German, typed against the Russian shape.
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
      sections: [
        {
          heading: 'Partner in den Städten',
          body: [
            'In einigen Städten werden Bestellungen von Franchise-Partnern zubereitet und geliefert. Verkäufer ist dann der Partner: Name und Registernummern stehen unten auf der Seite, sobald eine Lieferadresse oder ein Restaurant gewählt ist, sowie auf Ihrem Kassenbeleg.',
          ],
        },
        {
          heading: 'Kontakt',
          body: [{ list: ['Telefon: {phone}', 'E-Mail: {email}'] }],
        },
        {
          heading: 'Anfragen und Beschwerden',
          body: [
            'Fragen zu Bestellungen, zur Qualität der Speisen und zum Service nehmen wir per Telefon und E-Mail entgegen. Nennen Sie bitte Bestellnummer, Stadt und wie wir Sie erreichen – wir prüfen Ihr Anliegen und antworten innerhalb der gesetzlichen Fristen.',
          ],
        },
      ],
    },

    privacyPolicy: {
      sections: [
        {
          heading: '1. Allgemeines',
          body: [
            'Diese Datenschutzerklärung beschreibt, wie {company} (der Betreiber) personenbezogene Daten der Nutzer der Website {site} und der Apps von {brand} verarbeitet und schützt. Sie folgt dem russischen Föderalen Gesetz Nr. 152-FZ vom 27. Juli 2006 „Über personenbezogene Daten“.',
            'Ihre Einwilligung in die Verarbeitung geben Sie gesondert – per Häkchen bei der Anmeldung mit Ihrer Telefonnummer und beim Absenden von Formularen.',
          ],
        },
        {
          heading: '2. Welche Daten wir verarbeiten',
          body: [
            {
              list: [
                'Name, Telefonnummer und E-Mail-Adresse;',
                'Lieferadressen einschließlich Wohnung, Eingang, Etage und Hinweis für den Kurier;',
                'Geschlecht und Geburtsdatum, wenn Sie sie im Profil angeben;',
                'Bestellverlauf, gewählte Zahlungsarten und Bonusguthaben;',
                'technische Daten: IP-Adresse, Browser- und Gerätetyp, Cookies, besuchte Seiten.',
              ],
            },
            'Kartendaten erhält und speichert der Betreiber nicht: Sie werden von einem nach PCI DSS zertifizierten Zahlungsanbieter verarbeitet.',
          ],
        },
        {
          heading: '3. Zwecke der Verarbeitung',
          body: [
            {
              list: [
                'Annahme, Zubereitung und Lieferung von Bestellungen sowie Kontakt zu Ihrer Bestellung;',
                'Anmeldung per Telefonnummer mit einem Code per Anruf oder SMS;',
                'Führen Ihres Profils, gespeicherter Adressen und des Bestellverlaufs;',
                'Verwaltung von Bonuspunkten, wo das Treueprogramm gilt;',
                'Beantwortung von Anfragen, Rückrufwünschen und Partneranfragen;',
                'Neuigkeiten und Angebote – nur mit Ihrer Einwilligung, abbestellbar im Profil;',
                'Erfüllung gesetzlicher Pflichten, etwa zu Kassenbelegen;',
                'Verbesserung der Website und Schutz vor Missbrauch.',
              ],
            },
          ],
        },
        {
          heading: '4. Rechtsgrundlagen',
          body: [
            'Wir verarbeiten Daten mit Ihrer Einwilligung, zur Erfüllung des Vertrags (der Bestellung), dessen Partei Sie sind, und zur Erfüllung gesetzlicher Pflichten des Betreibers (Artikel 6 des Föderalen Gesetzes Nr. 152-FZ).',
          ],
        },
        {
          heading: '5. Wie wir Daten verarbeiten und speichern',
          body: [
            'Die Verarbeitung umfasst Erheben, Erfassen, Ordnen, Sammeln, Speichern, Berichtigen, Verwenden, Übermitteln (Bereitstellen, Zugang), Anonymisieren, Sperren, Löschen und Vernichten von Daten – automatisiert und nicht automatisiert.',
            'Personenbezogene Daten russischer Staatsbürger werden in Datenbanken auf dem Gebiet der Russischen Föderation erfasst, geordnet, gesammelt, gespeichert und berichtigt.',
            'Wir speichern Daten, solange Ihr Profil besteht oder sie für die genannten Zwecke nötig sind, danach für die gesetzlichen Aufbewahrungsfristen (etwa für Buchungsbelege). Anschließend werden sie gelöscht oder anonymisiert.',
          ],
        },
        {
          heading: '6. An wen wir Daten weitergeben',
          body: [
            'Wir geben Daten nur an diejenigen weiter, die bei der Ausführung Ihrer Bestellung helfen, und nur im nötigen Umfang:',
            {
              list: [
                'Restaurants und Franchise-Partner, die Bestellungen in Ihrer Stadt zubereiten und liefern;',
                'Kurierdienste;',
                'Zahlungsanbieter und Banken zur Abwicklung von Zahlungen;',
                'Telekommunikationsanbieter für Anruf oder SMS mit dem Anmeldecode;',
                'Anbieter von Cloud-Infrastruktur und Analysediensten, die in unserem Auftrag handeln.',
              ],
            },
            'Wir verkaufen keine personenbezogenen Daten. Behörden erhalten Daten nur, wenn das Gesetz es vorschreibt.',
          ],
        },
        {
          heading: '7. Cookies',
          body: [
            'Die Website verwendet Cookies, um Stadt und Sprache zu speichern, Sie angemeldet zu halten und den Cookie-Hinweis nicht erneut zu zeigen. Diese Cookies werden bis zu {cookieDays} Tage gespeichert.',
            'Analyse-Cookies zeigen uns, welche Seiten gut funktionieren und welche nicht. Sie können Cookies in den Browsereinstellungen löschen oder blockieren; manche Funktionen, etwa die Anmeldung, funktionieren dann aber womöglich nicht richtig.',
          ],
        },
        {
          heading: '8. Wie wir Daten schützen',
          body: [
            'Wir treffen rechtliche, organisatorische und technische Maßnahmen: verschlüsselte Verbindungen (HTTPS), begrenzte Zugriffsrechte für Mitarbeiter, Protokollierung, Datensicherungen und regelmäßige Überprüfung der Schutzmaßnahmen.',
          ],
        },
        {
          heading: '9. Ihre Rechte',
          body: [
            'Sie haben das Recht:',
            {
              list: [
                'Auskunft über die Verarbeitung Ihrer Daten zu erhalten;',
                'die Berichtigung, Sperrung oder Vernichtung von Daten zu verlangen, die unvollständig, veraltet, unrichtig oder unrechtmäßig verarbeitet sind;',
                'Ihre Einwilligung in die Verarbeitung zu widerrufen;',
                'Newsletter abzubestellen;',
                'Ihr Profil im Bereich „Profil“ zu löschen;',
                'sich über den Betreiber bei Roskomnadsor (der russischen Datenschutzbehörde) oder bei Gericht zu beschweren.',
              ],
            },
            'Um diese Rechte auszuüben, schreiben Sie an {email}. Wir antworten innerhalb von 10 Werktagen nach Eingang Ihrer Anfrage.',
          ],
        },
        {
          heading: '10. Für Nutzer in Deutschland und der EU',
          body: [
            'Wenn Sie in Deutschland bestellen, gilt für die Verarbeitung Ihrer Daten zusätzlich die Datenschutz-Grundverordnung der EU (DSGVO).',
            {
              list: [
                'Rechtsgrundlagen: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) für Bestellung und Lieferung; rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c) für die Aufbewahrung von Buchungsbelegen; berechtigtes Interesse (Art. 6 Abs. 1 lit. f) für die Sicherheit der Website; Einwilligung (Art. 6 Abs. 1 lit. a) für Newsletter und optionale Cookies.',
                'Ihre Rechte: Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit, Widerspruch gegen die Verarbeitung sowie jederzeitiger Widerruf Ihrer Einwilligung, ohne dass die Rechtmäßigkeit der bisherigen Verarbeitung berührt wird.',
                'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Behörde des Bundeslandes, in dem Sie wohnen.',
                'Werden Daten außerhalb des EWR übermittelt, stützen wir uns auf die Standardvertragsklauseln der Europäischen Kommission oder andere Garantien nach der DSGVO.',
                'Optionale Cookies setzen wir in Deutschland nur mit Ihrer Einwilligung (§ 25 TDDDG).',
                'Wir treffen keine ausschließlich automatisierten Entscheidungen, die Ihnen gegenüber rechtliche Wirkung entfalten.',
              ],
            },
          ],
        },
        {
          heading: '11. Änderungen und Kontakt',
          body: [
            'Wir können diese Erklärung aktualisieren. Eine neue Fassung gilt ab dem Datum oben auf der Seite.',
            'Betreiber: {company}. Fragen zum Datenschutz: {email}, Telefon {phone}.',
          ],
        },
      ],
    },

    userAgreement: {
      sections: [
        {
          heading: '1. Allgemeines',
          body: [
            'Diese Nutzungsvereinbarung regelt das Verhältnis zwischen {company} (dem Unternehmen) und Ihnen (dem Nutzer) bei der Nutzung der Website {site} und der Apps von {brand} (dem Service).',
            'Mit der Nutzung des Service akzeptieren Sie diese Bedingungen. Wenn Sie nicht einverstanden sind, nutzen Sie den Service bitte nicht.',
          ],
        },
        {
          heading: '2. Anmeldung und Profil',
          body: [
            'Sie melden sich mit Ihrer Telefonnummer an: Wir rufen Sie an oder senden eine SMS mit einem Code. Sie sind für die Richtigkeit Ihrer Angaben verantwortlich und dafür, den Code niemandem weiterzugeben.',
            'Ihre Profildaten können Sie jederzeit ändern und das Profil auch löschen.',
          ],
        },
        {
          heading: '3. Bestellung',
          body: [
            {
              list: [
                'Speisekarte, Preise und Aktionen hängen von Stadt, Restaurant und Art der Übergabe ab; die geltenden Bedingungen sehen Sie vor dem Bestellabschluss im Warenkorb.',
                'Für eine Lieferung muss die Adresse im Liefergebiet liegen und die Bestellung den Mindestbestellwert dieses Gebiets erreichen, sofern die Lieferung nicht kostenlos ist.',
                'Eine Bestellung ist angenommen, sobald die Website ihre Nummer zeigt. Liefer- und Abholzeiten sind Schätzungen und hängen von der Auslastung der Küche, dem Wetter und dem Verkehr ab.',
                'Ist ein Gericht nach Ihrer Bestellung ausverkauft, melden wir uns und bieten Ersatz an oder ändern die Bestellung.',
              ],
            },
          ],
        },
        {
          heading: '4. Preise und Zahlung',
          body: [
            'Preise gelten in der Währung der Stadt und enthalten die gesetzlichen Steuern. Die Zahlungsarten stehen auf der Seite „Bezahlung“.',
            'Eine Online-Zahlung muss innerhalb von {paymentMinutes} Minuten abgeschlossen werden; ist die Zeit abgelaufen, starten Sie die Zahlung neu.',
          ],
        },
        {
          heading: '5. Übergabe der Bestellung',
          body: [
            'Bitte bleiben Sie unter der angegebenen Telefonnummer erreichbar. Treffen Sie den Kurier länger nicht an, als der Hinweis auf der Website angibt, kann die Bestellung storniert werden.',
            'Bei Abholung wird die Bestellung im gewählten Restaurant gegen Nennung der Bestellnummer ausgegeben. Bitte prüfen Sie die Bestellung bei Erhalt.',
          ],
        },
        {
          heading: '6. Stornierung, Ersatz und Erstattung',
          body: [
            'Sie können eine Bestellung stornieren, solange sie den Status „Angenommen“ hat. Hat die Zubereitung begonnen, ist eine Stornierung nur nach Absprache mit uns möglich.',
            'Geld für eine stornierte, bereits bezahlte Bestellung erstatten wir über die Zahlungsart, mit der Sie bezahlt haben.',
            'Entspricht ein Gericht nicht der Beschreibung oder kommt es beschädigt an, sagen Sie uns am Tag der Bestellung Bescheid – wir ersetzen es oder erstatten den Preis. Einwandfreie Lebensmittel sind vom Umtausch und von der Rückgabe ausgeschlossen.',
          ],
        },
        {
          heading: '7. Bonuspunkte und Aktionen',
          body: [
            'Das Bonusprogramm gilt nur dort, wo es angeboten wird, nach den Regeln der Seite „Bonusprogramm“. Das Sammeln von Punkten ist ausgesetzt; gesammelte Punkte können bis einschließlich {deadline} eingelöst werden.',
            'Die Bedingungen von Aktionen und Gutscheincodes stehen in deren Beschreibung. Sofern nicht anders angegeben, sind Rabatte aus verschiedenen Aktionen nicht kombinierbar.',
          ],
        },
        {
          heading: '8. Geistiges Eigentum',
          body: [
            'Texte, Fotos, Logos und Gestaltung des Service gehören dem Unternehmen oder werden von ihm unter Lizenz genutzt. Ohne Erlaubnis dürfen sie nicht kopiert werden.',
          ],
        },
        {
          heading: '9. Haftung',
          body: [
            'Wir sorgen dafür, dass der Service möglichst störungsfrei läuft, garantieren aber keine ständige Verfügbarkeit. Für Ausfälle durch Dritte, Telekommunikationsanbieter oder höhere Gewalt haftet das Unternehmen nicht.',
            'Die Haftung des Unternehmens für eine Bestellung ist auf deren Preis begrenzt, soweit das Gesetz nichts anderes vorschreibt.',
          ],
        },
        {
          heading: '10. Streitigkeiten und anwendbares Recht',
          body: [
            'Es gilt das Recht des Landes, in dem Sie bestellen. Streitigkeiten möchten wir im Gespräch lösen: Schreiben Sie an {email}. Gelingt keine Einigung, entscheidet ein Gericht nach den Vorschriften des Verbraucherschutzes.',
            'Für Kunden in Deutschland: Wir nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil und sind dazu nicht verpflichtet.',
          ],
        },
        {
          heading: '11. Änderungen und Kontakt',
          body: [
            'Das Unternehmen kann diese Vereinbarung ändern. Eine neue Fassung gilt ab dem Datum oben auf der Seite.',
            'Unternehmen: {company}. Telefon: {phone}, E-Mail: {email}.',
          ],
        },
      ],
    },
  },
};
