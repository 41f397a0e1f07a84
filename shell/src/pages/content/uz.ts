// Long texts of the content pages in Uzbek (Latin script, ʻ in oʻ and gʻ, ʼ for the glottal stop),
// typed against the Russian shape.
import type { PageContent } from './ru';

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
      sections: [
        {
          heading: 'Shaharlardagi hamkorlar',
          body: [
            'Baʼzi shaharlarda buyurtmalarni franshiza boʻyicha hamkorlar tayyorlaydi va yetkazib beradi. Bunda sotuvchi hamkor hisoblanadi: uning nomi va roʻyxatga olish raqamlari yetkazib berish manzili yoki restoran tanlanganda sahifaning pastki qismida hamda kassa chekida koʻrsatiladi.',
          ],
        },
        {
          heading: 'Aloqa',
          body: [{ list: ['Telefon: {phone}', 'Elektron pochta: {email}'] }],
        },
        {
          heading: 'Murojaatlar va daʼvolar',
          body: [
            'Buyurtma, taomlar sifati va xizmat koʻrsatish haqidagi savollarni telefon va elektron pochta orqali qabul qilamiz. Buyurtma raqami, shahar va qulay aloqa usulini koʻrsating — murojaatni koʻrib chiqamiz va qonunda belgilangan muddatlarda javob beramiz.',
          ],
        },
      ],
    },

    privacyPolicy: {
      sections: [
        {
          heading: '1. Umumiy qoidalar',
          body: [
            'Ushbu siyosat {company} (bundan buyon — Operator) {site} sayti va {brand} mobil ilovalari foydalanuvchilarining shaxsiy maʼlumotlarini qanday qayta ishlashi va himoya qilishini belgilaydi. Siyosat Rossiya Federatsiyasining 27.07.2006 yildagi 152-FZ-son «Shaxsiy maʼlumotlar toʻgʻrisida»gi Federal qonuniga muvofiq tuzilgan.',
            'Shaxsiy maʼlumotlarni qayta ishlashga roziligingizni alohida berasiz — telefon raqami bilan kirishda va saytdagi shakllarni yuborishda belgi qoʻyish orqali.',
          ],
        },
        {
          heading: '2. Qanday maʼlumotlarni qayta ishlaymiz',
          body: [
            {
              list: [
                'ism, telefon raqami va elektron pochta manzili;',
                'yetkazib berish manzillari, jumladan xonadon, kirish yoʻlagi, qavat va kuryer uchun izoh;',
                'jins va tugʻilgan sana — agar ularni profilda koʻrsatsangiz;',
                'buyurtmalar tarixi, tanlangan toʻlov usullari va bonus balansi;',
                'texnik maʼlumotlar: IP-manzil, brauzer va qurilma turi, cookie fayllari, tashrif buyurilgan sahifalar.',
              ],
            },
            'Operator bank kartalari maʼlumotlarini olmaydi va saqlamaydi: ularni PCI DSS standarti boʻyicha sertifikatlangan toʻlov provayderi qayta ishlaydi.',
          ],
        },
        {
          heading: '3. Qayta ishlash maqsadlari',
          body: [
            {
              list: [
                'buyurtmalarni qabul qilish, tayyorlash va yetkazib berish, buyurtma boʻyicha siz bilan bogʻlanish;',
                'qoʻngʻiroq yoki SMS orqali kelgan kod bilan telefon raqami orqali saytga kirish;',
                'profil, saqlangan manzillar va buyurtmalar tarixini yuritish;',
                'sodiqlik dasturi amal qiladigan joylarda bonuslarni hisobga olish;',
                'murojaatlar, qayta qoʻngʻiroq soʻrovlari va hamkorlik arizalariga javob berish;',
                'yangiliklar va takliflar — faqat roziligingiz bilan, profilda voz kechish mumkin;',
                'qonun talablarini, jumladan kassa cheklari boʻyicha talablarni bajarish;',
                'sayt ishini yaxshilash va suisteʼmollardan himoya qilish.',
              ],
            },
          ],
        },
        {
          heading: '4. Huquqiy asoslar',
          body: [
            'Maʼlumotlarni sizning roziligingiz bilan, siz tarafi boʻlgan shartnomani (buyurtmani) bajarish uchun va qonun Operator zimmasiga yuklagan majburiyatlarni bajarish uchun qayta ishlaymiz (152-FZ-son Federal qonunning 6-moddasi).',
          ],
        },
        {
          heading: '5. Maʼlumotlarni qanday qayta ishlaymiz va saqlaymiz',
          body: [
            'Qayta ishlash maʼlumotlarni yigʻish, yozib olish, tizimlashtirish, toʻplash, saqlash, aniqlashtirish, foydalanish, uzatish (taqdim etish, kirish), shaxssizlantirish, bloklash, oʻchirish va yoʻq qilishni oʻz ichiga oladi — avtomatlashtirish vositalari bilan va ularsiz.',
            'Rossiya fuqarolarining shaxsiy maʼlumotlarini yozib olish, tizimlashtirish, toʻplash, saqlash va aniqlashtirish Rossiya Federatsiyasi hududida joylashgan maʼlumotlar bazalarida amalga oshiriladi.',
            'Maʼlumotlarni profilingiz amal qilguncha yoki ular qayta ishlash maqsadlari uchun kerak boʻlguncha, soʻngra qonunda belgilangan muddatlar davomida (masalan, buxgalteriya hujjatlari uchun) saqlaymiz. Shundan keyin maʼlumotlar oʻchiriladi yoki shaxssizlantiriladi.',
          ],
        },
        {
          heading: '6. Maʼlumotlarni kimga uzatamiz',
          body: [
            'Maʼlumotlarni faqat buyurtmani bajarishga yordam beradiganlarga va faqat kerakli hajmda uzatamiz:',
            {
              list: [
                'shahringizda buyurtmani tayyorlaydigan va yetkazib beradigan restoranlar hamda franshiza hamkorlariga;',
                'kuryerlik xizmatlariga;',
                'toʻlovni amalga oshirish uchun toʻlov provayderlari va banklarga;',
                'kirish kodi bilan qoʻngʻiroq yoki SMS uchun aloqa operatorlariga;',
                'bizning topshirigʻimiz bilan ishlaydigan bulut infratuzilmasi va tahlil xizmatlari yetkazib beruvchilariga.',
              ],
            },
            'Biz shaxsiy maʼlumotlarni sotmaymiz. Davlat organlariga maʼlumotlar faqat qonunda nazarda tutilgan hollarda taqdim etiladi.',
          ],
        },
        {
          heading: '7. Cookie fayllari',
          body: [
            'Sayt tanlangan shahar va tilni eslab qolish, profilga kirishni saqlab turish va cookie haqidagi xabarni qayta koʻrsatmaslik uchun cookie fayllaridan foydalanadi. Bunday cookie fayllari {cookieDays} kungacha saqlanadi.',
            'Tahliliy cookie fayllari qaysi sahifalar qulay, qaysilari yoʻqligini tushunishga yordam beradi. Cookie fayllarini brauzer sozlamalarida oʻchirish yoki taqiqlash mumkin, lekin bunda baʼzi funksiyalar, masalan profilga kirish, notoʻgʻri ishlashi mumkin.',
          ],
        },
        {
          heading: '8. Maʼlumotlarni himoya qilish',
          body: [
            'Biz huquqiy, tashkiliy va texnik himoya choralarini koʻramiz: ulanishni shifrlaymiz (HTTPS), xodimlarning kirish huquqlarini cheklaymiz, harakatlar jurnalini yuritamiz, zaxira nusxalar yaratamiz va himoya choralarini muntazam tekshiramiz.',
          ],
        },
        {
          heading: '9. Sizning huquqlaringiz',
          body: [
            'Siz quyidagi huquqlarga egasiz:',
            {
              list: [
                'maʼlumotlaringiz qayta ishlanishi haqida maʼlumot olish;',
                'toʻliq boʻlmagan, eskirgan, notoʻgʻri yoki noqonuniy qayta ishlanayotgan maʼlumotlarni aniqlashtirish, bloklash yoki yoʻq qilishni talab qilish;',
                'qayta ishlashga rozilikni qaytarib olish;',
                'xabarnomalardan voz kechish;',
                '«Profil» boʻlimida profilni oʻchirish;',
                'Operator harakatlari ustidan Roskomnadzorga (Rossiyaning shaxsiy maʼlumotlarni himoya qilish organi) yoki sudga shikoyat qilish.',
              ],
            },
            'Huquqlaringizdan foydalanish uchun {email} manziliga yozing. Soʻrov olingan kundan boshlab 10 ish kuni ichida javob beramiz.',
          ],
        },
        {
          heading: '10. Germaniya va YeIdagi foydalanuvchilar uchun',
          body: [
            'Agar Germaniyada buyurtma bersangiz, maʼlumotlaringizni qayta ishlashga YeIning Maʼlumotlarni himoya qilish boʻyicha umumiy reglamenti (GDPR) ham qoʻllaniladi.',
            {
              list: [
                'Huquqiy asoslar: buyurtma va yetkazib berish uchun shartnomani bajarish (GDPR 6(1)(b)-modda); buxgalteriya hujjatlarini saqlash uchun qonuniy majburiyat (6(1)(c)-modda); sayt xavfsizligi uchun qonuniy manfaat (6(1)(f)-modda); xabarnomalar va ixtiyoriy cookie fayllari uchun rozilik (6(1)(a)-modda).',
                'Huquqlaringiz: maʼlumotlarga kirish, tuzatish, oʻchirish, qayta ishlashni cheklash, maʼlumotlarni koʻchirish, qayta ishlashga eʼtiroz bildirish, shuningdek rozilikni istalgan vaqtda qaytarib olish — bu qaytarib olishgacha boʻlgan qayta ishlashning qonuniyligiga taʼsir qilmaydi.',
                'Maʼlumotlarni himoya qilish boʻyicha nazorat organiga, jumladan siz yashaydigan federal yer idorasiga shikoyat berishingiz mumkin.',
                'Maʼlumotlar YeIH (Yevropa iqtisodiy hududi) tashqarisiga uzatilsa, Yevropa Komissiyasi tasdiqlagan standart shartnoma bandlari yoki GDPRda nazarda tutilgan boshqa kafolatlarni qoʻllaymiz.',
                'Germaniyada ixtiyoriy cookie fayllari faqat roziligingiz bilan ishlatiladi (TDDDG § 25).',
                'Biz siz uchun huquqiy oqibatlarga olib keladigan, faqat avtomatlashtirilgan qayta ishlashga asoslangan qarorlar qabul qilmaymiz.',
              ],
            },
          ],
        },
        {
          heading: '11. Oʻzgarishlar va aloqa',
          body: [
            'Biz ushbu siyosatni yangilashimiz mumkin. Yangi tahrir sahifa boshida koʻrsatilgan sanadan amal qiladi.',
            'Operator: {company}. Shaxsiy maʼlumotlar boʻyicha savollar: {email}, telefon {phone}.',
          ],
        },
      ],
    },

    userAgreement: {
      sections: [
        {
          heading: '1. Umumiy qoidalar',
          body: [
            'Ushbu kelishuv {site} sayti va {brand} mobil ilovalaridan (bundan buyon — Xizmat) foydalanishda {company} (bundan buyon — Kompaniya) va siz (bundan buyon — Foydalanuvchi) oʻrtasidagi munosabatlarni tartibga soladi.',
            'Xizmatdan foydalanishni boshlash orqali siz kelishuv shartlarini qabul qilasiz. Agar ular bilan rozi boʻlmasangiz, iltimos, Xizmatdan foydalanmang.',
          ],
        },
        {
          heading: '2. Kirish va profil',
          body: [
            'Telefon raqamingiz bilan kirasiz: biz qoʻngʻiroq qilamiz yoki kod bilan SMS yuboramiz. Maʼlumotlaringiz toʻgʻriligi va kod boshqalarga tushib qolmasligi uchun siz javobgarsiz.',
            'Profil maʼlumotlarini istalgan vaqtda oʻzgartirish, profilning oʻzini esa oʻchirish mumkin.',
          ],
        },
        {
          heading: '3. Buyurtmani rasmiylashtirish',
          body: [
            {
              list: [
                'Menyu, narxlar va aksiyalar shahar, restoran va olish usuliga bogʻliq; amaldagi shartlar rasmiylashtirishdan oldin savatda koʻrsatiladi.',
                'Yetkazib berish uchun manzil yetkazib berish hududida boʻlishi, buyurtma summasi esa — agar yetkazib berish bepul boʻlmasa — shu hudud uchun eng kam summadan kam boʻlmasligi kerak.',
                'Buyurtma raqami saytda koʻrsatilganda buyurtma qabul qilingan hisoblanadi. Yetkazib berish yoki tayyor boʻlish vaqti taxminiy va oshxona bandligi, ob-havo va yoʻllarga bogʻliq.',
                'Agar rasmiylashtirishdan keyin taom tugab qolsa, siz bilan bogʻlanib, almashtirishni taklif qilamiz yoki buyurtmani oʻzgartiramiz.',
              ],
            },
          ],
        },
        {
          heading: '4. Narxlar va toʻlov',
          body: [
            'Narxlar shahar valyutasida koʻrsatilgan va qonunda nazarda tutilgan soliqlarni oʻz ichiga oladi. Toʻlov usullari «Qanday toʻlash mumkin» sahifasida tasvirlangan.',
            'Onlayn toʻlovni {paymentMinutes} daqiqa ichida yakunlash kerak; vaqt tugasa, toʻlovni qaytadan boshlashga toʻgʻri keladi.',
          ],
        },
        {
          heading: '5. Buyurtmani qabul qilib olish',
          body: [
            'Iltimos, koʻrsatilgan telefon orqali aloqada boʻling. Agar kuryerni saytdagi xabarda koʻrsatilganidan uzoqroq kutib olmasangiz, buyurtma bekor qilinishi mumkin.',
            'Olib ketishda buyurtma tanlangan restoranda buyurtma raqami boʻyicha beriladi. Buyurtma tarkibini olayotganda tekshiring.',
          ],
        },
        {
          heading: '6. Bekor qilish, almashtirish va qaytarish',
          body: [
            'Buyurtmani uning holati «Qabul qilindi» boʻlgan paytda bekor qilish mumkin. Oshpaz tayyorlashni boshlagach, bekor qilish faqat biz bilan kelishilgan holda mumkin.',
            'Bekor qilingan va toʻlangan buyurtma uchun pul siz toʻlagan usulda qaytariladi.',
            'Agar taom tavsifga mos kelmasa yoki shikastlangan holda kelsa, buyurtma kuni bizga xabar bering — uni almashtiramiz yoki pulni qaytaramiz. Sifatli oziq-ovqat mahsulotlari almashtirilmaydi va qaytarib olinmaydi.',
          ],
        },
        {
          heading: '7. Bonuslar va aksiyalar',
          body: [
            'Bonus dasturi faqat u ulangan joylarda, «Bonus dasturi» sahifasidagi qoidalar boʻyicha amal qiladi. Bonuslar hisoblanishi toʻxtatilgan; toʻplangan bonuslarni sarflashning oxirgi kuni — {deadline}.',
            'Aksiyalar va promokodlar shartlari ularning tavsifida koʻrsatilgan. Boshqacha aytilmagan boʻlsa, turli aksiyalar boʻyicha chegirmalar qoʻshilmaydi.',
          ],
        },
        {
          heading: '8. Intellektual mulk',
          body: [
            'Xizmatdagi matnlar, fotosuratlar, logotiplar va dizayn Kompaniyaga tegishli yoki u tomonidan litsenziya asosida foydalaniladi. Ularni ruxsatsiz nusxalash mumkin emas.',
          ],
        },
        {
          heading: '9. Javobgarlik',
          body: [
            'Xizmat uzluksiz ishlashi uchun harakat qilamiz, lekin uning doimiy mavjudligini kafolatlamaymiz. Kompaniya uchinchi shaxslar, aloqa operatorlari harakatlari yoki yengib boʻlmas kuch holatlari sabab boʻlgan uzilishlar uchun javob bermaydi.',
            'Agar qonunda boshqacha belgilanmagan boʻlsa, Kompaniyaning buyurtma boʻyicha javobgarligi uning qiymati bilan cheklanadi.',
          ],
        },
        {
          heading: '10. Nizolar va qoʻllaniladigan huquq',
          body: [
            'Kelishuvga siz buyurtma bergan mamlakat huquqi qoʻllaniladi. Nizolarni muzokaralar orqali hal qilishga harakat qilamiz: {email} manziliga yozing. Kelishib boʻlmasa, nizoni sud isteʼmolchilar huquqlarini himoya qilish toʻgʻrisidagi qonunchilik qoidalari boʻyicha koʻrib chiqadi.',
            'Germaniyadagi xaridorlar uchun: biz isteʼmolchilar nizolarini hal qilish komissiyasi (Verbraucherschlichtungsstelle) oldidagi nizolarni hal qilish tartib-taomillarida qatnashmaymiz va bunga majbur emasmiz.',
          ],
        },
        {
          heading: '11. Oʻzgarishlar va aloqa',
          body: [
            'Kompaniya kelishuvni oʻzgartirishi mumkin. Yangi tahrir sahifa boshida koʻrsatilgan sanadan amal qiladi.',
            'Kompaniya: {company}. Telefon: {phone}, elektron pochta: {email}.',
          ],
        },
      ],
    },
  },
};
