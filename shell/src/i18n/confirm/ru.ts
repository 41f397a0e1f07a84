// `shell-confirm`: the strings of the shell's confirmations of a location change (the chosen address is
// or is not delivered to, a switch to takeaway, another shop), in Russian: the default language and the
// key layout every other language is typed against. ../confirm.ts registers them from the confirmation
// modals' lazily loaded chunks, so the shell's start-up script does not carry them.

export const shellConfirm = {
  confirmAddress: {
    available: 'Доставляем по адресу {{address}}. Выбрать его для заказа?',
    notAvailable: 'По адресу {{address}} доставки пока нет. Забрать заказ в ближайшем ресторане: {{shop}}?',
  },
  locationChange: {
    takeaway:
      'Перейти на самовывоз из «{{shop}}»? Цены в корзине пересчитаем, а товары, которых там нет, отметим.',
    shop: 'Сменить ресторан на «{{shop}}»? Цены в корзине пересчитаем, а товары, которых там нет, отметим.',
  },
  actions: {
    yes: 'Да',
    no: 'Нет',
  },
};

/** The shape of shell-confirm's strings in every language: the Russian key layout. */
export type ShellConfirmStrings = typeof shellConfirm;
