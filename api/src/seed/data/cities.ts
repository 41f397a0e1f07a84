// Cities of the skeleton: nine towns in six countries. Each lists the brands serving it with what
// is the brand's own there (phone, legal entity); the geography is shared.
import type { ScheduleTemplate } from '../../db/schema/json-types';
import type { BrandAlias } from './brands';
import { LATE_WEEKENDS, NIGHT_OWL, SHORT_SUNDAY } from './schedules';

export interface ZoneSeed {
  alias: string;
  name: string;
  radiusKm: number;
  deliveryPrice: number;
  minimumOrderAmount: number;
  hasFreeDelivery: boolean;
  /** Free from this order amount (local currency); null: never. */
  freeDeliveryFrom: number | null;
  deliveryMinutes: number;
  /** Alias of the shop that cooks for the zone (see shops.ts). */
  shopAlias: string;
  backgroundColor: string;
}

export interface BrandInCity {
  /** E.164; 8-800 numbers are toll-free. */
  phone: string;
  franchise?: boolean;
  /** Legal entity when it is not the brand's default one (other countries, franchisees). */
  companyName?: string;
}

export interface CitySeed {
  alias: string;
  name: string;
  seoName: string;
  countryCode: string;
  timezone: string;
  latitude: number;
  longitude: number;
  zoom: number;
  /** The brands serving the city, with what differs between them there. */
  brands: Partial<Record<BrandAlias, BrandInCity>>;
  hasDelivery?: boolean;
  hasTakeaway?: boolean;
  alert?: string;
  isBig?: boolean;
  hasLoyaltyProgram?: boolean;
  extraPhoneCountries?: string[];
  schedule: ScheduleTemplate;
  zones: ZoneSeed[];
}

const CENTRE = '#3cb371';
const OUTER = '#ffa500';

function centreZone(radiusKm: number, minimumOrderAmount: number): ZoneSeed {
  return {
    alias: 'centre',
    name: 'Центр',
    radiusKm,
    deliveryPrice: 0,
    minimumOrderAmount,
    hasFreeDelivery: true,
    freeDeliveryFrom: null,
    deliveryMinutes: 30,
    shopAlias: 'centre',
    backgroundColor: CENTRE,
  };
}

/** Free delivery in the centre, a paid ring of districts around it. Amounts in local currency. */
function twoZones(
  innerKm: number,
  outerKm: number,
  innerMinimum: number,
  outerPrice: number,
  outerMinimum: number,
): ZoneSeed[] {
  return [
    centreZone(innerKm, innerMinimum),
    {
      alias: 'outer',
      name: 'Районы',
      radiusKm: outerKm,
      deliveryPrice: outerPrice,
      minimumOrderAmount: outerMinimum,
      hasFreeDelivery: false,
      // Bigger orders to the districts ride for free.
      freeDeliveryFrom: outerMinimum * 2.5,
      deliveryMinutes: 50,
      shopAlias: 'district',
      backgroundColor: OUTER,
    },
  ];
}

export const CITIES: CitySeed[] = [
  {
    alias: 'moscow',
    name: 'Москва',
    seoName: 'в Москве',
    countryCode: 'RU',
    timezone: 'Europe/Moscow',
    latitude: 55.755826,
    longitude: 37.6173,
    zoom: 10,
    brands: {
      pizza: { phone: '+78003014455' },
      lavash: { phone: '+74951207788' },
      rolls: { phone: '+78002007711' },
      wok: { phone: '+78002007722' },
      shawarma: { phone: '+78002007733' },
    },
    isBig: true,
    hasLoyaltyProgram: true,
    schedule: LATE_WEEKENDS,
    zones: twoZones(7, 16, 700, 199, 1000),
  },
  {
    alias: 'saint-petersburg',
    name: 'Санкт-Петербург',
    seoName: 'в Санкт-Петербурге',
    countryCode: 'RU',
    timezone: 'Europe/Moscow',
    latitude: 59.93863,
    longitude: 30.31413,
    zoom: 10,
    brands: {
      pizza: { phone: '+78003014455' },
      lavash: { phone: '+78126407788' },
      rolls: { phone: '+78002007711' },
    },
    isBig: true,
    hasLoyaltyProgram: true,
    schedule: LATE_WEEKENDS,
    zones: twoZones(6, 14, 700, 199, 1000),
  },
  {
    alias: 'kazan',
    name: 'Казань',
    seoName: 'в Казани',
    countryCode: 'RU',
    timezone: 'Europe/Moscow',
    latitude: 55.796127,
    longitude: 49.106405,
    zoom: 11,
    brands: {
      pizza: { phone: '+78003014455', franchise: true, companyName: 'ИП Галиев Р. Р.' },
      lavash: { phone: '+78432107788' },
      rolls: { phone: '+78002007711', franchise: true, companyName: 'ИП Хайруллин А. М.' },
    },
    hasLoyaltyProgram: true,
    alert: 'Из-за ремонта дорог в центре доставка может занять больше времени.',
    schedule: LATE_WEEKENDS,
    zones: twoZones(5, 11, 600, 149, 900),
  },
  {
    alias: 'novosibirsk',
    name: 'Новосибирск',
    seoName: 'в Новосибирске',
    countryCode: 'RU',
    timezone: 'Asia/Novosibirsk',
    latitude: 55.008353,
    longitude: 82.935733,
    zoom: 11,
    brands: {
      pizza: { phone: '+78003014455', franchise: true, companyName: 'ООО «Сибирская пицца»' },
      wok: { phone: '+78002007722' },
    },
    schedule: LATE_WEEKENDS,
    zones: twoZones(5, 12, 600, 149, 900),
  },
  {
    alias: 'minsk',
    name: 'Минск',
    seoName: 'в Минске',
    countryCode: 'BY',
    timezone: 'Europe/Minsk',
    latitude: 53.902284,
    longitude: 27.561831,
    zoom: 11,
    brands: {
      pizza: { phone: '+375296401122', companyName: 'ООО «ПиццаПоинт Бел»' },
      lavash: { phone: '+375296407788', companyName: 'ООО «Лаваш Бро Бел»' },
    },
    schedule: LATE_WEEKENDS,
    zones: twoZones(5, 11, 30, 5, 45),
  },
  {
    alias: 'istanbul',
    name: 'Стамбул',
    seoName: 'в Стамбуле',
    countryCode: 'TR',
    timezone: 'Europe/Istanbul',
    latitude: 41.008238,
    longitude: 28.978359,
    zoom: 11,
    brands: {
      pizza: { phone: '+902124401122', companyName: 'Pizza Point Gıda Ltd. Şti.' },
      shawarma: { phone: '+902124407733', companyName: 'Shawarma Bar Gıda Ltd. Şti.' },
    },
    // Spec §5: in Turkey a country-mask dropdown lets visitors with foreign numbers order.
    extraPhoneCountries: ['RU', 'DE', 'UA', 'KZ', 'BY', 'AZ', 'UZ'],
    schedule: NIGHT_OWL,
    zones: twoZones(4, 9, 400, 75, 600),
  },
  {
    alias: 'almaty',
    name: 'Алматы',
    seoName: 'в Алматы',
    countryCode: 'KZ',
    timezone: 'Asia/Almaty',
    latitude: 43.238949,
    longitude: 76.889709,
    zoom: 11,
    brands: {
      pizza: { phone: '+77272501122', franchise: true, companyName: 'ТОО «Pizza Point KZ»' },
      lavash: { phone: '+77272507788', companyName: 'ТОО «Lavash Bro Qazaqstan»' },
      shawarma: { phone: '+77272507733', companyName: 'ТОО «Shawarma Bar KZ»' },
    },
    schedule: LATE_WEEKENDS,
    zones: twoZones(5, 12, 5000, 800, 8000),
  },
  {
    alias: 'berlin',
    name: 'Берлин',
    seoName: 'в Берлине',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    latitude: 52.520008,
    longitude: 13.404954,
    zoom: 11,
    brands: { pizza: { phone: '+49305557112', companyName: 'Pizza Point Berlin GmbH' } },
    schedule: SHORT_SUNDAY,
    // Fractional delivery price on purpose: EUR amounts exercise two-decimal formatting.
    zones: twoZones(5, 11, 20, 3.5, 30),
  },
  {
    alias: 'kyiv',
    name: 'Киев',
    seoName: 'в Киеве',
    countryCode: 'UA',
    timezone: 'Europe/Kyiv',
    latitude: 50.4501,
    longitude: 30.5234,
    zoom: 11,
    brands: { pizza: { phone: '+380443901122', companyName: 'ТОВ «Піца Поінт Україна»' } },
    // Delivery-only city: no takeaway counter yet.
    hasTakeaway: false,
    schedule: LATE_WEEKENDS,
    zones: [centreZone(8, 300)],
  },
];
