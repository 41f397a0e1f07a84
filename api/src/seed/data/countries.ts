// Countries of spec §1 plus two more whose phone masks the Turkish dropdown offers.
export interface CountrySeed {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  phoneCode: string;
  phoneMask: string;
  /** Local prices: rouble price list × factor, rounded to step. */
  priceFactor: number;
  priceStep: number;
}

export const COUNTRIES: CountrySeed[] = [
  {
    code: 'RU',
    name: 'Россия',
    currencyCode: 'RUB',
    currencySymbol: '₽',
    phoneCode: '+7',
    phoneMask: '+7 (###) ###-##-##',
    priceFactor: 1,
    priceStep: 1,
  },
  {
    code: 'BY',
    name: 'Беларусь',
    currencyCode: 'BYN',
    currencySymbol: 'Br',
    phoneCode: '+375',
    phoneMask: '+375 (##) ###-##-##',
    priceFactor: 0.036,
    priceStep: 0.1,
  },
  {
    code: 'TR',
    name: 'Турция',
    currencyCode: 'TRY',
    currencySymbol: '₺',
    phoneCode: '+90',
    phoneMask: '+90 (###) ###-##-##',
    priceFactor: 0.4,
    priceStep: 1,
  },
  {
    code: 'KZ',
    name: 'Казахстан',
    currencyCode: 'KZT',
    currencySymbol: '₸',
    phoneCode: '+7',
    phoneMask: '+7 (###) ###-##-##',
    priceFactor: 5.6,
    priceStep: 10,
  },
  {
    code: 'DE',
    name: 'Германия',
    currencyCode: 'EUR',
    currencySymbol: '€',
    phoneCode: '+49',
    phoneMask: '+49 ### ########',
    priceFactor: 0.012,
    priceStep: 0.1,
  },
  {
    code: 'UA',
    name: 'Украина',
    currencyCode: 'UAH',
    currencySymbol: '₴',
    phoneCode: '+380',
    phoneMask: '+380 (##) ###-##-##',
    priceFactor: 0.45,
    priceStep: 1,
  },
  {
    code: 'AZ',
    name: 'Азербайджан',
    currencyCode: 'AZN',
    currencySymbol: '₼',
    phoneCode: '+994',
    phoneMask: '+994 (##) ###-##-##',
    priceFactor: 0.019,
    priceStep: 0.1,
  },
  {
    code: 'UZ',
    name: 'Узбекистан',
    currencyCode: 'UZS',
    currencySymbol: 'сум',
    phoneCode: '+998',
    phoneMask: '+998 (##) ###-##-##',
    priceFactor: 140,
    priceStep: 100,
  },
];
