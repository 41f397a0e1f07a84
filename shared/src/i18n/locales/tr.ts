// Turkish.
import type { SharedStrings } from './ru';

export const tr: SharedStrings = {
  common: {
    actions: {
      close: 'Kapat',
      retry: 'Tekrar dene',
      cancel: 'İptal',
      confirm: 'Onayla',
      back: 'Geri',
      save: 'Kaydet',
      send: 'Gönder',
      more: 'Devamı',
      accept: 'Kabul et',
      search: 'Ara',
    },
    errors: {
      generic: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    },
    loading: 'Yükleniyor…',
    placeholder: { comingSoon: 'Bu bölüm yakında hizmetinizde.' },
    orderTypes: { delivery: 'Teslimat', takeaway: 'Gel al' },
    units: {
      pieces: '{{count}} adet',
      g: '{{value}} gr',
      kg: '{{value}} kg',
      ml: '{{value}} ml',
      l: '{{value}} lt',
      pcs: '{{value}} adet',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'zorunlu alan',
      phone: {
        country: 'Ülke kodu',
      },
      select: {
        placeholder: 'Seçin',
      },
      counter: {
        group: 'Adet',
        decrease: 'Adedi azalt',
        increase: 'Adedi artır',
      },
      price: {
        old: 'Eski fiyat',
        current: 'İndirimli fiyat',
      },
      badge: {
        discount: 'İndirim %{{percent}}',
      },
      carousel: {
        label: 'Kaydırmalı liste',
        prev: 'Geri kaydır',
        next: 'İleri kaydır',
        slide: '{{index}} / {{total}}',
      },
      alert: {
        dismiss: 'Mesajı kapat',
      },
    },
    map: {
      zoomIn: 'Yakınlaştır',
      zoomOut: 'Uzaklaştır',
    },
    validation: {
      required: 'Zorunlu alan',
      email: 'E-posta adresini kontrol edin',
      phone: 'Telefon numarasını eksiksiz girin',
      number: 'Sıfırdan büyük bir sayı girin',
      tooLong: 'Değer çok uzun',
      privacy: 'Gizlilik politikasını kabul edin',
    },
    outletState: {
      closedToday: 'Bugün kapalı',
      notYetOpen: 'Henüz açılmadı: {{time}} saatinde açılıyor',
      opensIn: '{{minutes}} dk sonra açılıyor',
      stillClosed: 'Hâlâ kapalı: {{time}} saatinde açılıyor',
      alreadyClosed: 'Bugün için kapandı',
      closesIn: '{{minutes}} dk sonra kapanıyoruz',
      stopped: 'Şu anda sipariş almıyoruz',
    },
    card: {
      add: 'Ekle',
      choose: 'Seç',
      addNamed: 'Sepete ekle: {{name}}',
      chooseNamed: 'Seçenekleri belirle: {{name}}',
      unavailable: 'Stokta yok',
      favorite: 'Favorilere ekle: {{name}}',
      unfavorite: 'Favorilerden çıkar: {{name}}',
    },
    related: {
      addToOrder: 'Siparişe ekle',
      withProductChoose: 'Bununla birlikte seçilenler',
    },
  },
};
