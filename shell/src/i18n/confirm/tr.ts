// The shell's `shell-confirm` strings in Turkish.
import type { ShellConfirmStrings } from './ru';

export const shellConfirm: ShellConfirmStrings = {
  confirmAddress: {
    available: '{{address}} adresine teslimat yapıyoruz. Siparişiniz için kullanılsın mı?',
    notAvailable: '{{address}} adresine henüz teslimat yok. En yakın restorandan alın: {{shop}}?',
  },
  locationChange: {
    takeaway:
      '{{shop}} şubesinden gel-al siparişine geçilsin mi? Sepetiniz yeniden fiyatlandırılacak, orada olmayan ürünler işaretlenecek.',
    shop: 'Şube {{shop}} olarak değiştirilsin mi? Sepetiniz yeniden fiyatlandırılacak, orada olmayan ürünler işaretlenecek.',
  },
  actions: {
    yes: 'Evet',
    no: 'Hayır',
  },
};
