// mf-menu's `menu-promotions` strings in German.
import type { MenuPromotionsStrings } from './ru';

export const menuPromotions: MenuPromotionsStrings = {
  promotions: {
    title: 'Aktionen und Rabatte',
    more: 'Mehr',
  },
  promotionsPage: {
    lead: 'Aktuelle Angebote in Ihrer Stadt',
    less: 'Weniger anzeigen',
    empty: 'Gerade gibt es keine Aktionen — schauen Sie später wieder vorbei',
    moreAbout: 'Mehr zu {{name}}',
    notFound: 'Diese Aktion ist beendet',
    toMenu: 'Zur Speisekarte',
  },
  bannerModal: {
    gone: 'Dieses Angebot gilt nicht mehr',
  },
};
