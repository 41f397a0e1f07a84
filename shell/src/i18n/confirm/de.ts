// The shell's `shell-confirm` strings in German.
import type { ShellConfirmStrings } from './ru';

export const shellConfirm: ShellConfirmStrings = {
  confirmAddress: {
    available: 'Wir liefern an {{address}}. Für Ihre Bestellung verwenden?',
    notAvailable: 'An {{address}} liefern wir noch nicht. Im nächsten Restaurant abholen: {{shop}}?',
  },
  locationChange: {
    takeaway:
      'Zur Abholung in {{shop}} wechseln? Wir berechnen den Warenkorb neu und markieren, was es dort nicht gibt.',
    shop: 'Filiale zu {{shop}} wechseln? Wir berechnen den Warenkorb neu und markieren, was es dort nicht gibt.',
  },
  actions: {
    yes: 'Ja',
    no: 'Nein',
  },
};
