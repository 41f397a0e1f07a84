// Countries of spec §1 plus two more whose phone masks the Turkish dropdown offers.
export interface CountrySeed {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  phoneCode: string;
  phoneMask: string;
}

export const COUNTRIES: CountrySeed[] = [
  {
    code: 'RU',
    name: 'Россия',
    currencyCode: 'RUB',
    currencySymbol: '₽',
    phoneCode: '+7',
    phoneMask: '+7 (###) ###-##-##',
  },
  {
    code: 'BY',
    name: 'Беларусь',
    currencyCode: 'BYN',
    currencySymbol: 'Br',
    phoneCode: '+375',
    phoneMask: '+375 (##) ###-##-##',
  },
  {
    code: 'TR',
    name: 'Турция',
    currencyCode: 'TRY',
    currencySymbol: '₺',
    phoneCode: '+90',
    phoneMask: '+90 (###) ###-##-##',
  },
  {
    code: 'KZ',
    name: 'Казахстан',
    currencyCode: 'KZT',
    currencySymbol: '₸',
    phoneCode: '+7',
    phoneMask: '+7 (###) ###-##-##',
  },
  {
    code: 'DE',
    name: 'Германия',
    currencyCode: 'EUR',
    currencySymbol: '€',
    phoneCode: '+49',
    phoneMask: '+49 ### ########',
  },
  {
    code: 'UA',
    name: 'Украина',
    currencyCode: 'UAH',
    currencySymbol: '₴',
    phoneCode: '+380',
    phoneMask: '+380 (##) ###-##-##',
  },
  {
    code: 'AZ',
    name: 'Азербайджан',
    currencyCode: 'AZN',
    currencySymbol: '₼',
    phoneCode: '+994',
    phoneMask: '+994 (##) ###-##-##',
  },
  {
    code: 'UZ',
    name: 'Узбекистан',
    currencyCode: 'UZS',
    currencySymbol: 'сум',
    phoneCode: '+998',
    phoneMask: '+998 (##) ###-##-##',
  },
];
