// Ukrainian.
import type { SharedStrings } from './ru';

export const uk: SharedStrings = {
  common: {
    actions: {
      close: 'Закрити',
      retry: 'Повторити',
      cancel: 'Скасувати',
      confirm: 'Підтвердити',
      back: 'Назад',
      save: 'Зберегти',
      send: 'Надіслати',
      more: 'Детальніше',
      accept: 'Прийняти',
      search: 'Знайти',
    },
    errors: {
      generic: 'Щось пішло не так. Спробуйте ще раз.',
    },
    loading: 'Завантаження…',
    placeholder: { comingSoon: 'Цей розділ незабаром зʼявиться.' },
    orderTypes: { delivery: 'Доставка', takeaway: 'Самовивіз' },
    units: {
      pieces: '{{count}} шт.',
      g: '{{value}} г',
      kg: '{{value}} кг',
      ml: '{{value}} мл',
      l: '{{value}} л',
      pcs: '{{value}} шт.',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'обовʼязкове поле',
      phone: {
        country: 'Код країни',
      },
      select: {
        placeholder: 'Оберіть',
      },
      counter: {
        group: 'Кількість',
        decrease: 'Зменшити кількість',
        increase: 'Збільшити кількість',
      },
      price: {
        old: 'Стара ціна',
        current: 'Ціна зі знижкою',
      },
      badge: {
        discount: 'Знижка {{percent}}%',
      },
      carousel: {
        label: 'Карусель',
        prev: 'Прокрутити назад',
        next: 'Прокрутити вперед',
        slide: '{{index}} з {{total}}',
      },
      alert: {
        dismiss: 'Сховати повідомлення',
      },
    },
    map: {
      zoomIn: 'Наблизити',
      zoomOut: 'Віддалити',
    },
    validation: {
      required: 'Обовʼязкове поле',
      email: 'Перевірте адресу пошти',
      phone: 'Введіть номер повністю',
      number: 'Введіть число більше нуля',
      tooLong: 'Занадто довге значення',
      privacy: 'Потрібна згода з політикою конфіденційності',
    },
    outletState: {
      closedToday: 'Сьогодні не працюємо',
      notYetOpen: 'Ще не відкрилися: відкриємося о {{time}}',
      opensIn: 'Відкриємося через {{minutes}} хв',
      stillClosed: 'Поки зачинено: відкриємося о {{time}}',
      alreadyClosed: 'На сьогодні вже зачинено',
      closesIn: 'Зачинимося за {{minutes}} хв',
      stopped: 'Зараз не приймаємо замовлення',
    },
    card: {
      add: 'Додати',
      choose: 'Обрати',
      addNamed: 'Додати до кошика: {{name}}',
      chooseNamed: 'Обрати добавки: {{name}}',
      unavailable: 'Немає в наявності',
      favorite: 'До обраного: {{name}}',
      unfavorite: 'Прибрати з обраного: {{name}}',
    },
    related: {
      addToOrder: 'Додати до замовлення',
      withProductChoose: 'З цим товаром обирають',
    },
  },
};
