// mf-menu's `menu-promotions` strings in Ukrainian.
import type { MenuPromotionsStrings } from './ru';

export const menuPromotions: MenuPromotionsStrings = {
  promotions: {
    title: 'Акції та знижки',
    more: 'Детальніше',
  },
  promotionsPage: {
    lead: 'Актуальні пропозиції у вашому місті',
    less: 'Згорнути',
    empty: 'Зараз акцій немає — завітайте пізніше',
    moreAbout: 'Докладніше про акцію «{{name}}»',
    notFound: 'Ця акція вже закінчилася',
    toMenu: 'До меню',
  },
  bannerModal: {
    gone: 'Ця пропозиція більше не діє',
  },
};
