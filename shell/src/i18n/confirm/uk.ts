// The shell's `shell-confirm` strings in Ukrainian.
import type { ShellConfirmStrings } from './ru';

export const shellConfirm: ShellConfirmStrings = {
  confirmAddress: {
    available: 'Доставляємо за адресою {{address}}. Обрати її для замовлення?',
    notAvailable:
      'За адресою {{address}} доставки поки немає. Забрати замовлення в найближчому ресторані: {{shop}}?',
  },
  locationChange: {
    takeaway:
      'Перейти на самовивіз із «{{shop}}»? Ціни в кошику перерахуємо, а товари, яких там немає, позначимо.',
    shop: 'Змінити ресторан на «{{shop}}»? Ціни в кошику перерахуємо, а товари, яких там немає, позначимо.',
  },
  actions: {
    yes: 'Так',
    no: 'Ні',
  },
};
