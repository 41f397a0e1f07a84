// Long texts of the content pages in Uzbek (Latin script, ʻ in oʻ and gʻ, ʼ for the glottal stop),
// typed against the Russian shape.
import { sectionsOf } from './markdown';
import type { PageContent } from './ru';
import legalInfo from './uz/legal-info.md?raw';
import privacyPolicy from './uz/privacy-policy.md?raw';
import userAgreement from './uz/user-agreement.md?raw';

export const uz: PageContent = {
  ui: {
    effectiveFrom: 'Tahrir kuchga kirgan sana: {date}',
    company: 'Tashkilot',
    inn: 'Soliq raqami (INN)',
    ogrn: 'Roʻyxatga olish raqami (OGRN)',
  },

  about: {
    intro: [
      '{brand} — yetkazib berish va olib ketish uchun issiq taomlar. Biz faqat buyurtmangizdan keyin pishirishni boshlaymiz, shuning uchun taom oshpaz oʻylaganidek yetib keladi: issiq, yangi va chiroyli qadoqlangan.',
      'Barcha restoranlarimizda retseptlar va oshxona qoidalari bir xil — sevimli taomingiz uyda ham, safarda ham bir xil taʼmga ega.',
    ],
    promisesHeading: 'Vaʼdalarimiz',
    promises: {
      dough: {
        title: 'Har kuni yangi xamir',
        text: 'Xamirni har bir restoran oshxonasida qoramiz va unga yetilishga vaqt beramiz. Muzlatilgan asoslar yoʻq — shuning uchun cheti yumshoq, tagi esa qarsildoq.',
      },
      fresh: {
        title: 'Yangi mahsulotlar',
        text: 'Sabzavot, goʻsht va souslar oshxonaga har kuni keltiriladi, biz esa saqlash muddati va haroratini kuzatib boramiz. Mahsulot tugasa, taom vaqtincha menyudan olinadi — biz hech qachon «bor narsadan» pishirmaymiz.',
      },
      cooked: {
        title: 'Buyurtmadan keyin pishiramiz',
        text: 'Vitrinada tayyor taom saqlamaymiz: buyurtma qabul qilinishi bilan oshpaz ishga kirishadi. «Tayyorlanmoqda» holatini kuzatish sahifasida koʻrasiz.',
      },
      delivery: {
        title: 'Halol yetkazib berish vaqti',
        text: 'Eng yaqin yetkazib berish oraligʻini toʻlovdan oldinoq koʻrasiz yoki qulay boʻlsa, keyingi vaqtni tanlang. Kuryer yoʻlga chiqqach, uni xaritada kuzatish mumkin.',
      },
      care: {
        title: 'Har bir buyurtma uchun javob beramiz',
        text: 'Agar biror narsa notoʻgʻri boʻlsa, bizga qoʻngʻiroq qiling yoki yozing — koʻrib chiqamiz va tuzatamiz.',
      },
    },
    numbersHeading: '{brand} raqamlarda',
    numbers: {
      cities: 'Buyurtma berish mumkin boʻlgan shaharlar',
      countries: 'Biz ishlaydigan mamlakatlar',
      languages: 'Sayt tillari',
    },
    story: {
      heading: 'Hammasi qanday boshlangan',
      body: [
        'Hammasi bitta kichik oshxona va oddiy gʻoyadan boshlangan: yaqinlar uchun pishirgandek pishirish va taomni issiq holda yetkazish. Oʻshandan beri restoranlar koʻpaydi, qoidalar esa oʻzgarmadi.',
        'Har bir oshpaz ishga kirishishdan oldin oʻqitiladi. Biz taomlarni har smenada tatib koʻramiz, vazni va koʻrinishini tekshiramiz va shundan keyingina buyurtmani kuryerga beramiz.',
      ],
    },
    visit: {
      heading: 'Bizni qayerdan topish mumkin',
      text: 'Buyurtmani yaqin atrofdagi restorandan oʻzingiz olib keting yoki manzilingizga yetkazib berishimizni tekshiring.',
      shops: 'Xaritadagi restoranlar',
      delivery: 'Yetkazib berish shartlari va hududlari',
    },
    contact: {
      heading: 'Savollaringiz bormi?',
      text: '{phone} raqamiga qoʻngʻiroq qiling yoki {email} manziliga yozing — javob beramiz va buyurtma bilan yordam beramiz.',
    },
  },

  paymentInfo: {
    intro:
      'Buyurtmani qabul qilib olayotganda yoki saytda onlayn toʻlashingiz mumkin. Aynan sizning buyurtmangiz uchun qaysi usullar mavjudligini rasmiylashtirish paytida koʻrasiz: roʻyxat shahar, restoran va olish usuliga bogʻliq.',
    methodsHeading: 'Toʻlov usullari',
    methods: {
      cash: {
        title: 'Naqd pul',
        text: 'Yetkazib berishda kuryerga yoki olib ketishda kassada. Qaysi summadan qaytim kerakligini koʻrsating — kuryer qaytimni olib keladi.',
      },
      card: {
        title: 'Olishda karta bilan',
        text: 'Kuryer terminal olib keladi: eshik oldida karta yoki telefon bilan toʻlang. Olib ketishda — kassada karta bilan.',
      },
      onlineCard: {
        title: 'Onlayn karta bilan',
        text: 'Karta maʼlumotlarini himoyalangan toʻlov shakliga kiriting. Bank soʻrasa, toʻlovni 3‑D Secure kodi bilan tasdiqlang.',
      },
      applePay: {
        title: 'Apple Pay',
        text: 'iPhone, iPad va Safari’dagi Mac’da bir teginishda toʻlov — karta raqamini kiritmasdan.',
      },
      googlePay: {
        title: 'Google Pay',
        text: 'Google’da saqlangan karta bilan tezkor toʻlov — Android telefonida yoki Chrome brauzerida.',
      },
      aggregator: {
        title: 'Yetkazib berish servislari orqali',
        text: 'Agar hamkor servis orqali buyurtma bergan boʻlsangiz, toʻlov oʻsha servis qoidalari boʻyicha uning ilovasida amalga oshiriladi.',
      },
      sbp: {
        title: 'QR-kod orqali SBP',
        text: 'Rossiyaning Tezkor toʻlovlar tizimi (SBP): QR-kodni telefon kamerasi bilan skanerlang yoki havolani bank ilovasida oching va oʻtkazmani tasdiqlang.',
      },
      sberPay: {
        title: 'SberPay',
        text: 'Toʻlovni SberBank Online ilovasida push-bildirishnoma yoki QR-kod orqali tasdiqlang — karta maʼlumotlarini kiritmasdan.',
      },
    },
    security: {
      heading: 'Toʻlovlar xavfsizligi',
      body: [
        'Karta maʼlumotlarini PCI DSS xavfsizlik standarti boʻyicha sertifikatlangan provayderning toʻlov shakliga kiritasiz. Karta raqami, amal qilish muddati va CVV himoyalangan ulanish orqali toʻgʻridan-toʻgʻri provayderga yuboriladi: {brand} ularni koʻrmaydi va saqlamaydi.',
        '3‑D Secure — bankingizning qoʻshimcha himoyasi: u SMS-koddan yoki bank ilovasidagi tasdiqdan foydalanishni soʻrashi mumkin.',
      ],
    },
    after: {
      heading: 'Onlayn toʻlovdan keyin nima boʻladi',
      steps: [
        '«Toʻlash» tugmasini bosing — toʻlov sahifasi ochiladi. Toʻlov uchun {paymentMinutes} daqiqa beriladi, taymer sahifada koʻrsatilgan.',
        'Bank toʻlovni odatda bir necha soniyada tasdiqlaydi. Tasdiq kerak boʻlsa, bank koʻrsatmalariga amal qiling.',
        'Buyurtma raqami va kuzatish havolasi bilan «Buyurtma qabul qilindi» sahifasi ochiladi. Buyurtma raqami va telefon orqali holatni profilga kirmasdan ham bilish mumkin.',
        'Kuzatish sahifasida holat oʻzi yangilanadi: qabul qilindi, tayyorlanmoqda, yoʻlda (yetkazib berishda), bajarildi. Kuryer yoʻlda boʻlganda uni xaritada koʻrasiz.',
      ],
      failed:
        'Agar toʻlov amalga oshmasa, xato haqidagi xabar bilan saytga qaytasiz: yana urinib koʻring yoki boshqa usulni tanlang. Agar pul yechilgan, lekin buyurtma tasdiqlanmagan boʻlsa, bizga qoʻngʻiroq qiling — hal qilamiz.',
    },
    cash: {
      heading: 'Naqd puldan qaytim',
      body: [
        'Rasmiylashtirishda qaysi summadan qaytim kerakligini koʻrsating: summani kiriting (koʻpi bilan {cashMax}) yoki banknot tugmasini bosing — tugmalar buyurtma summasidan katta banknotlar uchun koʻrsatiladi.',
        'Qaytim kerak boʻlmasa, maydonni boʻsh qoldiring.',
      ],
      turkey:
        'Turkiyada: agar koʻrsatilgan summa buyurtma summasidan kam boʻlsa, kuryerda qaytim boʻlishi uchun u {cashStep} ga karrali eng yaqin summagacha yuqoriga yaxlitlanadi.',
    },
    refunds: {
      heading: 'Pulni qaytarish',
      body: [
        'Onlayn toʻlangan buyurtma bekor qilinsa, pul siz toʻlagan karta yoki hisobga qaytadi. Tushish muddati bankka bogʻliq — odatda bir necha daqiqadan bir necha ish kunigacha.',
        'Buyurtmani uning holati «Qabul qilindi» boʻlgan paytda bekor qilish mumkin.',
      ],
    },
    help: {
      heading: 'Toʻlov boʻyicha yordam kerakmi?',
      text: '{phone} raqamiga qoʻngʻiroq qiling yoki {email} manziliga yozing. Buyurtma raqamini koʻrsating — shunda tezroq javob beramiz.',
    },
  },

  bonus: {
    noProgram: {
      heading: 'Hozircha bonus dasturi yoʻq',
      text: '{brand}da hozir bonus dasturi yoʻq. Buning oʻrniga biz muntazam ravishda aksiyalar va chegirmalar oʻtkazamiz — aksiyalar boʻlimiga koʻz tashlang.',
      promotions: 'Aksiyalarni koʻrish',
    },
    notInCity:
      '{city} shahrida bonus dasturi amal qilmaydi. Quyidagi qoidalar dastur ulangan shaharlarga tegishli.',
    status: {
      heading: 'Bonuslar bilan hozir nima gap',
      accrualPaused: 'Bonuslar hisoblanishi toʻxtatilgan: yangi buyurtmalar uchun bonus berilmaydi.',
      spendUntil:
        'Toʻplangan bonuslar bilan buyurtmaning bir qismini toʻlash mumkin. Oxirgi kun: {deadline}.',
      spendEnded:
        'Toʻplangan bonuslarni sarflashning oxirgi kuni {deadline} edi. Bu muddat oʻtdi, shuning uchun endi buyurtma rasmiylashtirishda bonuslarni ishlatib boʻlmaydi.',
    },
    how: {
      heading: 'Dastur qanday ishlaydi',
      body: [
        {
          list: [
            'Dastur faqat {brand} uchun va faqat u ulangan shaharlarda amal qiladi.',
            'Bonuslar telefon raqamingizga bogʻlangan: balansni profilda va buyurtma rasmiylashtirishda koʻrish uchun raqamingiz bilan kiring.',
            'Bitta bonus qiymati — {bonusUnit}.',
            'Bonuslarni sarflash uchun buyurtmani rasmiylashtirish bosqichida bonus bilan toʻlashni yoqing — summa avtomatik hisoblanadi.',
            'Bonuslar chegirma bilan birga ishlatilmaydi: buyurtmaga chegirma yoki promokod qoʻllangan boʻlsa, bonuslarni sarflab boʻlmaydi.',
          ],
        },
      ],
    },
    rule: {
      heading: 'Qancha bonus sarflash mumkin',
      body: [
        'Ikki summaning kichigi yechiladi: bonus balansingiz yoki har bir mahsulot va qadoq birligi uchun {bonusUnit} toʻlovga qoladigan buyurtma qiymati. Yetkazib berishni toʻliq bonus bilan toʻlash mumkin.',
        'Soddaroq aytganda, har bir pitsa, ichimlik yoki paket uchun kamida {bonusUnit} pul bilan toʻlanadi — qolganini bonuslar qoplashi mumkin.',
      ],
    },
    example: {
      heading: 'Misol',
      intro:
        'Savatda ikkita pitsa, limonad va paket bor, buyurtma yetkazib berish bilan. Bonus hisobingizda {balance}.',
      caption: 'Bonuslarni yechish hisobi',
      columns: { item: 'Pozitsiya', calc: 'Hisob', writeOff: 'Bonus bilan toʻlash mumkin' },
      rows: {
        pizza: 'Pitsa, 2 dona',
        drink: 'Limonad, 1 dona',
        bag: 'Paket, 1 dona',
        delivery: 'Yetkazib berish',
      },
      limit: 'Jami bonus bilan toʻlash mumkin',
      result:
        'Balansingiz bu summadan katta, shuning uchun {writeOff} yechiladi. Toʻlovga {payable} qoladi — buyurtmadagi toʻrt birlikning har biri uchun {bonusUnit}.',
    },
    help: {
      heading: 'Bonuslar haqida savollar',
      text: 'Agar balans notoʻgʻri koʻrinsa yoki bonuslar yechilmagan boʻlsa, {phone} raqamiga qoʻngʻiroq qiling yoki {email} manziliga yozing.',
    },
  },

  legal: {
    otherDocuments: 'Boshqa hujjatlar',
    legalInfo: {
      seller: {
        heading: 'Sotuvchi va sayt egasi',
        text: '{site} sayti va {brand} buyurtma xizmati quyidagi tashkilot nomidan ishlaydi:',
      },
      sections: sectionsOf(legalInfo),
    },

    privacyPolicy: {
      sections: sectionsOf(privacyPolicy),
    },

    userAgreement: {
      sections: sectionsOf(userAgreement),
    },
  },
};
