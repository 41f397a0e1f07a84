// mf-menu's `menu-promotions` strings in Uzbek.
import type { MenuPromotionsStrings } from './ru';

export const menuPromotions: MenuPromotionsStrings = {
  promotions: {
    title: 'Aksiyalar va chegirmalar',
    more: 'Batafsil',
  },
  promotionsPage: {
    lead: 'Shahringizdagi dolzarb takliflar',
    less: 'Yigʻish',
    empty: 'Hozircha aksiyalar yoʻq — keyinroq qarang',
    moreAbout: '«{{name}}» haqida batafsil',
    notFound: 'Bu aksiya tugagan',
    toMenu: 'Menyuga',
  },
  bannerModal: {
    gone: 'Bu taklif endi amal qilmaydi',
  },
};
