// mf-menu's `menu-promotions` strings in English.
import type { MenuPromotionsStrings } from './ru';

export const menuPromotions: MenuPromotionsStrings = {
  promotions: {
    title: 'Promotions and discounts',
    more: 'More',
  },
  promotionsPage: {
    lead: 'Current offers in your city',
    less: 'Show less',
    empty: 'No promotions right now — check back later',
    moreAbout: 'More about {{name}}',
    notFound: 'This promotion has ended',
    toMenu: 'To the menu',
  },
  bannerModal: {
    gone: 'This offer is no longer available',
  },
};
