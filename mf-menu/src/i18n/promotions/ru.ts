// `menu-promotions`: the strings of mf-menu's promotions page, promotion modal and marketing banner modal, in Russian: the default
// language and the key layout every other language is typed against. ../promotions.ts registers them from
// their lazily loaded chunks, so the home page's first screen does not load them.

export const menuPromotions = {
  promotions: {
    title: 'Акции и скидки',
    more: 'Подробнее',
  },
  promotionsPage: {
    lead: 'Актуальные предложения в вашем городе',
    less: 'Свернуть',
    empty: 'Сейчас акций нет — загляните позже',
    moreAbout: 'Подробнее об акции «{{name}}»',
    notFound: 'Эта акция уже закончилась',
    toMenu: 'В меню',
  },
  bannerModal: {
    gone: 'Предложение больше не действует',
  },
};

/** The shape of menu-promotions's strings in every language: the Russian key layout. */
export type MenuPromotionsStrings = typeof menuPromotions;
