// mf-menu's `menu-promotions` strings in Turkish.
import type { MenuPromotionsStrings } from './ru';

export const menuPromotions: MenuPromotionsStrings = {
  promotions: {
    title: 'Kampanyalar ve indirimler',
    more: 'Devamı',
  },
  promotionsPage: {
    lead: 'Şehrinizdeki güncel fırsatlar',
    less: 'Daha az göster',
    empty: 'Şu anda kampanya yok — daha sonra tekrar bakın',
    moreAbout: '{{name}} hakkında daha fazla',
    notFound: 'Bu kampanya sona erdi',
    toMenu: 'Menüye',
  },
  bannerModal: {
    gone: 'Bu teklif artık geçerli değil',
  },
};
