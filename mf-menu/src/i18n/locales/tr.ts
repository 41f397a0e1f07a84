// mf-menu's strings (namespace `menu`) in Turkish.
import type { MenuStrings } from './ru';

export const menu: MenuStrings = {
  home: {
    oftenOrdered: 'Sık sipariş edilenler',
    categories: 'Kategoriler',
    select: 'Seç',
  },
  intro: {
    cityTitle: 'Menü — {{city}}',
    chooseCity: 'Başka bir şehir seçin',
  },
  catalog: {
    promotions: 'Kampanyalar',
    popularGroups: 'Popüler kategoriler',
    dishes_one: '{{count}} ürün',
    dishes_few: '{{count}} ürün',
    dishes_many: '{{count}} ürün',
    dishes_other: '{{count}} ürün',
    loading: 'Menü yükleniyor…',
    error: 'Menü yüklenemedi',
    empty: 'Burada henüz ürün yok — başka bir restoran veya adres seçin',
    nothingFound: 'Sonuç bulunamadı',
    nothingFoundHint: 'Başka bir arama deneyin veya filtreleri sıfırlayın',
  },
  filters: {
    search: 'Menüde ara',
    searchPlaceholder: 'Ürün veya içerik',
    closeSearch: 'Aramayı kapat',
    open: 'Filtreler',
    reset: 'Filtreleri sıfırla',
    found_one: '{{count}} ürün bulundu',
    found_few: '{{count}} ürün bulundu',
    found_many: '{{count}} ürün bulundu',
    found_other: '{{count}} ürün bulundu',
  },
  lastHour: {
    title: 'Yakında kapanıyoruz',
    minutes_one: 'Restoran {{count}} dakika daha sipariş alıyor',
    minutes_few: 'Restoran {{count}} dakika daha sipariş alıyor',
    minutes_many: 'Restoran {{count}} dakika daha sipariş alıyor',
    minutes_other: 'Restoran {{count}} dakika daha sipariş alıyor',
  },
  favorites: {
    title: 'Favoriler',
  },
  closedNotice: {
    title: 'Şu anda kapalıyız',
    orderLater: 'Siparişinizi şimdi daha sonraki bir saat için verin, o saatte hazır olsun.',
    orderTomorrow: 'Yarın veya başka bir gün için sipariş verebilirsiniz.',
    closingTitle: 'Yakında kapanıyoruz',
    orderSoon: 'Bugün hâlâ mümkün olan en yakın saate ya da yarına veya başka bir güne sipariş verin.',
  },
};
