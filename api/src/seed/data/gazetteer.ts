// Streets of each seeded town for the sandbox geocoder. Houses are laid along each street from
// the centre outwards, past the outer delivery zone, so some addresses are inside the zones and
// some outside (see ../gazetteer.ts for the geometry).

export interface StreetSeed {
  name: string;
  district: string;
}

export interface LocalitySeed {
  /** The city alias the streets belong to (shared by every brand in the town). */
  cityAlias: string;
  locality: string;
  streets: StreetSeed[];
}

const s = (name: string, district: string): StreetSeed => ({ name, district });

export const GAZETTEER: LocalitySeed[] = [
  {
    cityAlias: 'moscow',
    locality: 'Москва',
    streets: [
      s('Тверская улица', 'Тверской'),
      s('улица Арбат', 'Арбат'),
      s('Ленинский проспект', 'Гагаринский'),
      s('Кутузовский проспект', 'Дорогомилово'),
      s('проспект Мира', 'Мещанский'),
      s('Ленинградский проспект', 'Беговой'),
      s('Профсоюзная улица', 'Академический'),
      s('Варшавское шоссе', 'Нагорный'),
      s('Щёлковское шоссе', 'Гольяново'),
      s('Рязанский проспект', 'Рязанский'),
    ],
  },
  {
    cityAlias: 'saint-petersburg',
    locality: 'Санкт-Петербург',
    streets: [
      s('Невский проспект', 'Центральный'),
      s('Московский проспект', 'Московский'),
      s('Лиговский проспект', 'Центральный'),
      s('Каменноостровский проспект', 'Петроградский'),
      s('Садовая улица', 'Адмиралтейский'),
      s('Гороховая улица', 'Адмиралтейский'),
      s('проспект Энгельса', 'Выборгский'),
      s('Заневский проспект', 'Красногвардейский'),
      s('Петергофское шоссе', 'Красносельский'),
      s('Среднеохтинский проспект', 'Красногвардейский'),
    ],
  },
  {
    cityAlias: 'kazan',
    locality: 'Казань',
    streets: [
      s('улица Баумана', 'Вахитовский'),
      s('улица Пушкина', 'Вахитовский'),
      s('проспект Победы', 'Приволжский'),
      s('улица Декабристов', 'Московский'),
      s('проспект Ямашева', 'Ново-Савиновский'),
      s('Сибирский тракт', 'Советский'),
      s('Гвардейская улица', 'Советский'),
      s('Чистопольская улица', 'Ново-Савиновский'),
    ],
  },
  {
    cityAlias: 'novosibirsk',
    locality: 'Новосибирск',
    streets: [
      s('Красный проспект', 'Центральный'),
      s('улица Ленина', 'Центральный'),
      s('улица Кирова', 'Октябрьский'),
      s('улица Дуси Ковальчук', 'Заельцовский'),
      s('Большевистская улица', 'Октябрьский'),
      s('улица Титова', 'Ленинский'),
      s('Бердское шоссе', 'Первомайский'),
      s('улица Фрунзе', 'Дзержинский'),
    ],
  },
  {
    cityAlias: 'minsk',
    locality: 'Минск',
    streets: [
      s('проспект Независимости', 'Первомайский'),
      s('проспект Победителей', 'Центральный'),
      s('улица Немига', 'Центральный'),
      s('проспект Дзержинского', 'Московский'),
      s('улица Якуба Коласа', 'Советский'),
      s('Партизанский проспект', 'Заводской'),
      s('улица Притыцкого', 'Фрунзенский'),
      s('Логойский тракт', 'Советский'),
    ],
  },
  {
    cityAlias: 'istanbul',
    locality: 'İstanbul',
    streets: [
      s('İstiklal Caddesi', 'Beyoğlu'),
      s('Bağdat Caddesi', 'Kadıköy'),
      s('Büyükdere Caddesi', 'Şişli'),
      s('Vatan Caddesi', 'Fatih'),
      s('Halaskargazi Caddesi', 'Şişli'),
      s('Barbaros Bulvarı', 'Beşiktaş'),
      s('Millet Caddesi', 'Fatih'),
      s('Ordu Caddesi', 'Fatih'),
    ],
  },
  {
    cityAlias: 'almaty',
    locality: 'Алматы',
    streets: [
      s('проспект Абая', 'Алмалинский'),
      s('проспект Достык', 'Медеуский'),
      s('улица Толе би', 'Алмалинский'),
      s('проспект Аль-Фараби', 'Бостандыкский'),
      s('улица Жибек Жолы', 'Алмалинский'),
      s('проспект Сейфуллина', 'Жетысуский'),
      s('улица Сатпаева', 'Бостандыкский'),
      s('проспект Райымбека', 'Алмалинский'),
    ],
  },
  {
    cityAlias: 'berlin',
    locality: 'Berlin',
    streets: [
      s('Friedrichstraße', 'Mitte'),
      s('Unter den Linden', 'Mitte'),
      s('Karl-Marx-Allee', 'Friedrichshain'),
      s('Kurfürstendamm', 'Charlottenburg'),
      s('Torstraße', 'Mitte'),
      s('Prenzlauer Allee', 'Prenzlauer Berg'),
      s('Frankfurter Allee', 'Friedrichshain'),
      s('Potsdamer Straße', 'Schöneberg'),
    ],
  },
  {
    cityAlias: 'kyiv',
    locality: 'Київ',
    streets: [
      s('вулиця Хрещатик', 'Шевченківський'),
      s('вулиця Велика Васильківська', 'Печерський'),
      s('проспект Перемоги', 'Шевченківський'),
      s('бульвар Тараса Шевченка', 'Шевченківський'),
      s('вулиця Саксаганського', 'Голосіївський'),
      s('Повітрофлотський проспект', 'Солом’янський'),
      s('вулиця Антоновича', 'Голосіївський'),
      s('Берестейський проспект', 'Святошинський'),
    ],
  },
];
