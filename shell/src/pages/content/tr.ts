// Long texts of the content pages in Turkish, typed against the Russian shape.
import { sectionsOf } from './markdown';
import type { PageContent } from './ru';
import legalInfo from './tr/legal-info.md?raw';
import privacyPolicy from './tr/privacy-policy.md?raw';
import userAgreement from './tr/user-agreement.md?raw';

export const tr: PageContent = {
  ui: {
    effectiveFrom: 'Bu sürüm {date} tarihinden itibaren geçerlidir',
    company: 'Şirket',
    inn: 'Vergi numarası (INN)',
    ogrn: 'Sicil numarası (OGRN)',
  },

  about: {
    intro: [
      '{brand}, eve teslim ve gel-al sıcak yemek demek. Siparişinizi aldıktan sonra pişirmeye başlıyoruz; böylece yemeğiniz şefin düşündüğü gibi gelir: sıcak, taze ve özenle paketlenmiş.',
      'Tüm restoranlarımızda aynı tarifler ve aynı mutfak kuralları geçerli. Sevdiğiniz yemeğin tadı evde de yolculukta da aynıdır.',
    ],
    promisesHeading: 'Sözlerimiz',
    promises: {
      dough: {
        title: 'Her gün taze hamur',
        text: 'Hamuru her restoranın mutfağında yoğuruyor ve dinlenmeye bırakıyoruz. Dondurulmuş taban yok; bu yüzden kenarı kabarık, tabanı çıtır.',
      },
      fresh: {
        title: 'Taze malzemeler',
        text: 'Sebze, et ve soslar mutfağa her gün gelir; son kullanma tarihlerini ve saklama sıcaklıklarını takip ederiz. Bir malzeme biterse yemek bir süreliğine menüden kalkar: asla “elde ne varsa” onunla pişirmeyiz.',
      },
      cooked: {
        title: 'Siparişten sonra pişiriyoruz',
        text: 'Vitrinde hazır bekleyen yemek yok: sipariş alındığında aşçı işe koyulur. “Hazırlanıyor” durumunu sipariş takip sayfasında görebilirsiniz.',
      },
      delivery: {
        title: 'Dürüst teslimat süresi',
        text: 'En yakın teslimat aralığını ödeme yapmadan önce görürsünüz; dilerseniz daha sonraki bir saati seçin. Kurye yola çıkınca onu haritada takip edebilirsiniz.',
      },
      care: {
        title: 'Her siparişin arkasındayız',
        text: 'Bir şeyler ters giderse bizi arayın ya da yazın; inceleyip düzeltelim.',
      },
    },
    numbersHeading: 'Rakamlarla {brand}',
    numbers: {
      cities: 'Sipariş verebileceğiniz şehirler',
      countries: 'Faaliyet gösterdiğimiz ülkeler',
      languages: 'Sitenin dilleri',
    },
    story: {
      heading: 'Nasıl başladı',
      body: [
        'Her şey küçük bir mutfak ve basit bir fikirle başladı: dostlarımız için pişirir gibi pişirmek ve yemeği sıcak ulaştırmak. Bugün restoran sayısı arttı, kurallar ise aynı kaldı.',
        'Her aşçı tezgâha geçmeden önce eğitim alır. Yemekleri her vardiyada tadar, gramajını ve görünüşünü kontrol eder, siparişi ancak ondan sonra kuryeye veririz.',
      ],
    },
    visit: {
      heading: 'Bizi nerede bulursunuz',
      text: 'Siparişinizi yakındaki bir restorandan kendiniz alın ya da adresinize teslimat yapıp yapmadığımızı kontrol edin.',
      shops: 'Haritada restoranlar',
      delivery: 'Teslimat koşulları ve bölgeleri',
    },
    contact: {
      heading: 'Sorunuz mu var?',
      text: '{phone} numarasını arayın ya da {email} adresine yazın; yanıtlayıp siparişinizde yardımcı olalım.',
    },
  },

  paymentInfo: {
    intro:
      'Siparişinizi teslim alırken ya da sitede çevrimiçi ödeyebilirsiniz. Siparişiniz için hangi yöntemlerin geçerli olduğunu siparişi tamamlarken görürsünüz: liste şehre, restorana ve teslim alma şekline göre değişir.',
    methodsHeading: 'Ödeme yöntemleri',
    methods: {
      cash: {
        title: 'Nakit',
        text: 'Teslimatta kuryeye ya da gel-al siparişlerde kasada. Hangi banknotla ödeyeceğinizi belirtin, kurye para üstünü getirsin.',
      },
      card: {
        title: 'Teslimatta kartla',
        text: 'Kurye kart terminali getirir: kapıda kartla ya da telefonla ödeyin. Gel-al siparişlerde kasada kartla ödeyin.',
      },
      onlineCard: {
        title: 'Çevrimiçi kartla',
        text: 'Kart bilgilerinizi güvenli ödeme formuna girin. Bankanız isterse ödemeyi 3‑D Secure koduyla onaylayın.',
      },
      applePay: {
        title: 'Apple Pay',
        text: 'iPhone, iPad ve Safari’deki Mac’te tek dokunuşla ödeme; kart numarası girmeden.',
      },
      googlePay: {
        title: 'Google Pay',
        text: 'Google’da kayıtlı kartınızla hızlı ödeme; Android telefonda ya da Chrome tarayıcısında.',
      },
      aggregator: {
        title: 'Teslimat servisleri üzerinden',
        text: 'Partner bir teslimat servisi üzerinden sipariş verdiyseniz ödeme o servisin kurallarına göre, kendi uygulamasında yapılır.',
      },
      sbp: {
        title: 'QR kodla SBP',
        text: 'Rusya’nın Hızlı Ödeme Sistemi (SBP): QR kodu telefon kamerasıyla okutun ya da bağlantıyı banka uygulamasında açıp transferi onaylayın.',
      },
      sberPay: {
        title: 'SberPay',
        text: 'Ödemeyi SberBank Online uygulamasında anlık bildirimle ya da QR kodla onaylayın; kart bilgisi girmeden.',
      },
    },
    security: {
      heading: 'Ödeme güvenliği',
      body: [
        'Kart bilgilerinizi, PCI DSS güvenlik standardına göre sertifikalı bir sağlayıcının ödeme formuna girersiniz. Kart numarası, son kullanma tarihi ve CVV güvenli bağlantıyla doğrudan sağlayıcıya gider: {brand} bu bilgileri görmez ve saklamaz.',
        '3‑D Secure, bankanızın ek korumasıdır: SMS ile gelen bir kodu ya da banka uygulamasında onay isteyebilir.',
      ],
    },
    after: {
      heading: 'Çevrimiçi ödemeden sonra ne olur',
      steps: [
        '“Öde” düğmesine basın, ödeme sayfası açılır. Ödeme için {paymentMinutes} dakikanız var; sayfadaki sayaç kalan süreyi gösterir.',
        'Banka ödemeyi genellikle birkaç saniye içinde onaylar. Onayınız gerekirse bankanın yönergelerini izleyin.',
        'Sipariş numaranız ve takip bağlantısıyla “Sipariş alındı” sayfası açılır. Sipariş numarası ve telefonunuzla, giriş yapmadan da durumu öğrenebilirsiniz.',
        'Takip sayfasında durum kendiliğinden güncellenir: alındı, hazırlanıyor, yolda (teslimatta), teslim edildi. Kurye yoldayken onu haritada görürsünüz.',
      ],
      failed:
        'Ödeme başarısız olursa bir hata mesajıyla siteye dönersiniz: yeniden deneyin ya da başka bir yöntem seçin. Para çekildiği hâlde sipariş onaylanmadıysa bizi arayın, çözelim.',
    },
    cash: {
      heading: 'Nakitte para üstü',
      body: [
        'Siparişi tamamlarken hangi tutardan para üstü istediğinizi belirtin: tutarı yazın ({cashMax} tutarına kadar) ya da bir banknot düğmesine dokunun. Düğmeler, sipariş tutarından büyük banknotlar için gösterilir.',
        'Para üstüne ihtiyacınız yoksa alanı boş bırakın.',
      ],
      turkey:
        'Türkiye’de: girdiğiniz tutar sipariş tutarından azsa, kuryenin para üstü hazır olsun diye en yakın {cashStep} katına yukarı yuvarlanır.',
    },
    refunds: {
      heading: 'Para iadesi',
      body: [
        'Çevrimiçi ödenmiş bir sipariş iptal edilirse para, ödeme yaptığınız karta ya da hesaba geri döner. Ne kadar sürede yansıyacağı bankanıza bağlıdır; genellikle birkaç dakika ile birkaç iş günü arasında.',
        'Siparişi, durumu “Alındı” olduğu sürece iptal edebilirsiniz.',
      ],
    },
    help: {
      heading: 'Ödemeyle ilgili yardım mı lazım?',
      text: '{phone} numarasını arayın ya da {email} adresine yazın. Sipariş numaranızı belirtirseniz daha hızlı yanıt veririz.',
    },
  },

  bonus: {
    noProgram: {
      heading: 'Henüz bonus programı yok',
      text: '{brand} şu anda bir bonus programı yürütmüyor. Ama düzenli olarak kampanyalar ve indirimler sunuyoruz; kampanyalar sayfasına göz atın.',
      promotions: 'Kampanyaları gör',
    },
    notInCity:
      '{city} şehrinde bonus programı geçerli değildir. Aşağıdaki kurallar programın sunulduğu şehirler için geçerlidir.',
    status: {
      heading: 'Bonuslarda son durum',
      accrualPaused: 'Bonus kazanımı durduruldu: yeni siparişlerden bonus kazanılmıyor.',
      spendUntil:
        'Biriktirdiğiniz bonuslarla {deadline} tarihine kadar (bu tarih dâhil) siparişin bir kısmını ödeyebilirsiniz.',
      spendEnded:
        'Biriken bonuslar {deadline} tarihine kadar (bu tarih dâhil) harcanabiliyordu. Bu süre doldu; artık sipariş verirken bonus kullanılamaz.',
    },
    how: {
      heading: 'Program nasıl işler',
      body: [
        {
          list: [
            'Program yalnızca {brand} için ve yalnızca programın sunulduğu şehirlerde geçerlidir.',
            'Bonuslar telefon numaranıza bağlıdır: bakiyenizi profilinizde ve sipariş sırasında görmek için numaranızla giriş yapın.',
            'Bir bonus {bonusUnit} değerindedir.',
            'Bonus harcamak için siparişi tamamlarken bonusla ödemeyi açın; tutar otomatik hesaplanır.',
            'Bonuslar indirimle birleştirilemez: siparişe bir indirim ya da promosyon kodu uygulandıysa bonus kullanılamaz.',
          ],
        },
      ],
    },
    rule: {
      heading: 'Ne kadar bonus harcayabilirsiniz',
      body: [
        'İki tutardan küçük olanı harcanır: bonus bakiyeniz ya da her ürün ve ambalaj birimi için {bonusUnit} ödenecek şekilde kalan sipariş tutarı. Teslimat ücreti tamamen bonusla ödenebilir.',
        'Kısacası her pizza, içecek ya da poşet için en az {bonusUnit} parayla ödenir; gerisini bonuslar karşılayabilir.',
      ],
    },
    example: {
      heading: 'Bir örnek',
      intro:
        'Sepette iki pizza, bir limonata ve bir poşet var; sipariş eve teslim. Bonus bakiyeniz {balance}.',
      caption: 'Bonus kullanımının hesaplanması',
      columns: { item: 'Ürün', calc: 'Hesap', writeOff: 'Bonusla ödenebilir' },
      rows: {
        pizza: 'Pizza, 2 adet',
        drink: 'Limonata, 1 adet',
        bag: 'Poşet, 1 adet',
        delivery: 'Teslimat',
      },
      limit: 'Bonusla ödenebilecek toplam',
      result:
        'Bakiyeniz bu tutardan fazla, bu yüzden {writeOff} harcanır. Ödenecek tutar {payable} olur: siparişteki dört birimin her biri için {bonusUnit}.',
    },
    help: {
      heading: 'Bonuslarla ilgili sorular',
      text: 'Bakiyeniz yanlış görünüyorsa ya da bonuslar kullanılmadıysa {phone} numarasını arayın veya {email} adresine yazın.',
    },
  },

  legal: {
    otherDocuments: 'Diğer belgeler',
    legalInfo: {
      seller: {
        heading: 'Satıcı ve site sahibi',
        text: '{site} sitesi ve {brand} sipariş hizmeti şu şirket adına işletilmektedir:',
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
