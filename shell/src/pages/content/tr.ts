// Long texts of the content pages in Turkish, typed against the Russian shape.
import type { PageContent } from './ru';

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
      sections: [
        {
          heading: 'Şehirlerdeki iş ortakları',
          body: [
            'Bazı şehirlerde siparişleri franchise iş ortakları hazırlar ve teslim eder. Bu durumda satıcı iş ortağıdır: unvanı ve sicil numaraları, bir teslimat adresi ya da restoran seçildiğinde sayfanın altında ve fişinizde yer alır.',
          ],
        },
        {
          heading: 'İletişim',
          body: [{ list: ['Telefon: {phone}', 'E-posta: {email}'] }],
        },
        {
          heading: 'Başvurular ve şikâyetler',
          body: [
            'Sipariş, yemek kalitesi ve hizmetle ilgili sorularınızı telefonla ve e-postayla alıyoruz. Sipariş numaranızı, şehrinizi ve size nasıl ulaşabileceğimizi yazın; başvurunuzu inceleyip yasal süreler içinde yanıt veririz.',
          ],
        },
      ],
    },

    privacyPolicy: {
      sections: [
        {
          heading: '1. Genel hükümler',
          body: [
            'Bu politika, {company} (bundan sonra “Veri Sorumlusu”) tarafından {site} sitesi ve {brand} mobil uygulamaları kullanıcılarının kişisel verilerinin nasıl işlendiğini ve korunduğunu açıklar. Politika, Rusya Federasyonu’nun 27.07.2006 tarihli ve 152-FZ sayılı “Kişisel Veriler Hakkında” Federal Kanunu’na uygun olarak hazırlanmıştır.',
            'Kişisel verilerinizin işlenmesine onayınızı ayrıca verirsiniz: telefon numarasıyla giriş yaparken ve sitedeki formları gönderirken kutucuğu işaretleyerek.',
          ],
        },
        {
          heading: '2. Hangi verileri işliyoruz',
          body: [
            {
              list: [
                'ad, telefon numarası ve e-posta adresi;',
                'daire, giriş, kat ve kurye notu dâhil teslimat adresleri;',
                'profilinizde belirtirseniz cinsiyet ve doğum tarihi;',
                'sipariş geçmişi, seçilen ödeme yöntemleri ve bonus bakiyesi;',
                'teknik veriler: IP adresi, tarayıcı ve cihaz türü, çerezler, ziyaret edilen sayfalar.',
              ],
            },
            'Veri Sorumlusu banka kartı verilerini almaz ve saklamaz: bu veriler PCI DSS standardına göre sertifikalı bir ödeme sağlayıcısı tarafından işlenir.',
          ],
        },
        {
          heading: '3. İşleme amaçları',
          body: [
            {
              list: [
                'siparişleri almak, hazırlamak ve teslim etmek, siparişle ilgili sizinle iletişim kurmak;',
                'arama ya da SMS ile gelen kodla telefon numarasıyla giriş;',
                'profilinizi, kayıtlı adreslerinizi ve sipariş geçmişinizi tutmak;',
                'sadakat programının geçerli olduğu yerlerde bonusları takip etmek;',
                'sorulara, geri arama taleplerine ve iş ortaklığı başvurularına yanıt vermek;',
                'yalnızca onayınızla haber ve kampanya göndermek; profilinizden vazgeçebilirsiniz;',
                'mali fişler dâhil yasal yükümlülükleri yerine getirmek;',
                'siteyi geliştirmek ve kötüye kullanıma karşı korumak.',
              ],
            },
          ],
        },
        {
          heading: '4. Hukuki dayanaklar',
          body: [
            'Verileri onayınızla, tarafı olduğunuz sözleşmenin (siparişin) ifası için ve kanunun Veri Sorumlusuna yüklediği yükümlülükleri yerine getirmek için işliyoruz (152-FZ sayılı Federal Kanun, madde 6).',
          ],
        },
        {
          heading: '5. Verileri nasıl işliyor ve saklıyoruz',
          body: [
            'İşleme; verilerin toplanmasını, kaydedilmesini, düzenlenmesini, biriktirilmesini, saklanmasını, düzeltilmesini, kullanılmasını, aktarılmasını (sağlanması, erişim), anonimleştirilmesini, engellenmesini, silinmesini ve yok edilmesini kapsar; otomatik araçlarla ya da bunlar olmadan.',
            'Rusya vatandaşlarının kişisel verilerinin kaydı, düzenlenmesi, biriktirilmesi, saklanması ve düzeltilmesi Rusya Federasyonu topraklarındaki veri tabanlarında yapılır.',
            'Verileri profiliniz var olduğu sürece ya da işleme amaçları için gerekli olduğu sürece, ardından kanunun öngördüğü süreler boyunca (örneğin muhasebe belgeleri için) saklarız. Sonrasında veriler silinir ya da anonim hâle getirilir.',
          ],
        },
        {
          heading: '6. Verileri kimlerle paylaşıyoruz',
          body: [
            'Verileri yalnızca siparişinizi yerine getirmemize yardım edenlerle ve yalnızca gerektiği kadar paylaşırız:',
            {
              list: [
                'şehrinizde siparişi hazırlayan ve teslim eden restoranlar ve franchise iş ortakları;',
                'kurye hizmetleri;',
                'ödemeyi gerçekleştirmek için ödeme sağlayıcıları ve bankalar;',
                'giriş kodu içeren arama ya da SMS için telekom operatörleri;',
                'adımıza çalışan bulut altyapısı ve analiz hizmeti sağlayıcıları.',
              ],
            },
            'Kişisel verileri satmayız. Kamu kurumlarına veriler yalnızca kanunun öngördüğü hâllerde verilir.',
          ],
        },
        {
          heading: '7. Çerezler',
          body: [
            'Site, seçtiğiniz şehri ve dili hatırlamak, oturumunuzu açık tutmak ve çerez bildirimini tekrar göstermemek için çerez kullanır. Bu çerezler {cookieDays} güne kadar saklanır.',
            'Analiz çerezleri, hangi sayfaların iyi çalıştığını anlamamıza yardım eder. Çerezleri tarayıcı ayarlarından silebilir ya da engelleyebilirsiniz; ancak bu durumda giriş yapmak gibi bazı işlevler düzgün çalışmayabilir.',
          ],
        },
        {
          heading: '8. Verileri nasıl koruyoruz',
          body: [
            'Hukuki, idari ve teknik önlemler alırız: bağlantıyı şifreleriz (HTTPS), çalışan erişimini sınırlarız, işlem kayıtları tutarız, yedek alırız ve önlemlerimizi düzenli olarak gözden geçiririz.',
          ],
        },
        {
          heading: '9. Haklarınız',
          body: [
            'Şu haklara sahipsiniz:',
            {
              list: [
                'verilerinizin işlenmesi hakkında bilgi almak;',
                'eksik, güncel olmayan, yanlış ya da hukuka aykırı işlenen verilerin düzeltilmesini, engellenmesini ya da yok edilmesini istemek;',
                'işleme onayınızı geri almak;',
                'bültenlerden çıkmak;',
                '“Profil” bölümünden profilinizi silmek;',
                'Veri Sorumlusunun işlemlerine karşı Roskomnadzor’a (Rusya veri koruma kurumu) ya da mahkemeye başvurmak.',
              ],
            },
            'Bu hakları kullanmak için {email} adresine yazın. Talebinizi aldığımız tarihten itibaren 10 iş günü içinde yanıt veririz.',
          ],
        },
        {
          heading: '10. Almanya ve AB’deki kullanıcılar için',
          body: [
            'Almanya’da sipariş veriyorsanız, verilerinizin işlenmesine AB Genel Veri Koruma Tüzüğü (GDPR) de uygulanır.',
            {
              list: [
                'Hukuki dayanaklar: sipariş ve teslimat için sözleşmenin ifası (GDPR md. 6(1)(b)); muhasebe belgelerinin saklanması için hukuki yükümlülük (md. 6(1)(c)); site güvenliği için meşru menfaat (md. 6(1)(f)); bültenler ve isteğe bağlı çerezler için onay (md. 6(1)(a)).',
                'Haklarınız: erişim, düzeltme, silme, işlemenin kısıtlanması, veri taşınabilirliği, işlemeye itiraz ve onayı her an geri alma; geri almadan önceki işlemenin hukuka uygunluğu etkilenmez.',
                'Yaşadığınız federal eyaletin kurumu dâhil, bir veri koruma denetim kurumuna şikâyette bulunabilirsiniz.',
                'Veriler AEA dışına aktarılırsa Avrupa Komisyonu’nun kabul ettiği standart sözleşme maddelerine ya da GDPR’ın öngördüğü diğer güvencelere dayanırız.',
                'Almanya’da isteğe bağlı çerezler yalnızca onayınızla kullanılır (TDDDG § 25).',
                'Sizin için hukuki sonuç doğuran, yalnızca otomatik işlemeye dayalı kararlar almayız.',
              ],
            },
          ],
        },
        {
          heading: '11. Değişiklikler ve iletişim',
          body: [
            'Bu politikayı güncelleyebiliriz. Yeni sürüm, sayfanın başında belirtilen tarihten itibaren geçerlidir.',
            'Veri Sorumlusu: {company}. Kişisel verilerle ilgili sorular: {email}, telefon {phone}.',
          ],
        },
      ],
    },

    userAgreement: {
      sections: [
        {
          heading: '1. Genel hükümler',
          body: [
            'Bu sözleşme, {site} sitesini ve {brand} mobil uygulamalarını (bundan sonra “Hizmet”) kullanırken {company} (bundan sonra “Şirket”) ile sizin (bundan sonra “Kullanıcı”) aranızdaki ilişkiyi düzenler.',
            'Hizmeti kullanmaya başlayarak sözleşmenin koşullarını kabul etmiş olursunuz. Koşulları kabul etmiyorsanız lütfen Hizmeti kullanmayın.',
          ],
        },
        {
          heading: '2. Giriş ve profil',
          body: [
            'Telefon numaranızla giriş yaparsınız: sizi ararız ya da kod içeren bir SMS göndeririz. Bilgilerinizin doğruluğundan ve kodun başkalarının eline geçmemesinden siz sorumlusunuz.',
            'Profil bilgilerinizi dilediğiniz zaman değiştirebilir, profilinizi silebilirsiniz.',
          ],
        },
        {
          heading: '3. Sipariş verme',
          body: [
            {
              list: [
                'Menü, fiyatlar ve kampanyalar şehre, restorana ve teslim alma şekline göre değişir; geçerli koşullar siparişi tamamlamadan önce sepette gösterilir.',
                'Teslimat için adres teslimat bölgesinde olmalı, teslimat ücretsiz değilse sipariş tutarı o bölgenin asgari tutarından az olmamalıdır.',
                'Sipariş, numarası sitede gösterildiğinde alınmış sayılır. Teslimat ya da hazır olma süresi tahminidir; mutfağın yoğunluğuna, havaya ve yollara bağlıdır.',
                'Sipariş verdikten sonra bir yemek tükenirse sizinle iletişime geçer, yerine başka bir ürün önerir ya da siparişi değiştiririz.',
              ],
            },
          ],
        },
        {
          heading: '4. Fiyatlar ve ödeme',
          body: [
            'Fiyatlar şehrin para biriminde belirtilir ve kanunen öngörülen vergileri içerir. Ödeme yöntemleri “Nasıl ödenir” sayfasında açıklanmıştır.',
            'Çevrimiçi ödeme {paymentMinutes} dakika içinde tamamlanmalıdır; süre dolarsa ödemeye yeniden başlamanız gerekir.',
          ],
        },
        {
          heading: '5. Siparişin teslim alınması',
          body: [
            'Lütfen belirttiğiniz telefon numarasından ulaşılabilir olun. Kuryeyi sitedeki bildirimde belirtilen süreden uzun süre karşılamazsanız sipariş iptal edilebilir.',
            'Gel-al siparişlerde sipariş, seçilen restoranda sipariş numarasıyla teslim edilir. Lütfen teslim alırken siparişinizi kontrol edin.',
          ],
        },
        {
          heading: '6. İptal, değişim ve iade',
          body: [
            'Sipariş, durumu “Alındı” olduğu sürece iptal edilebilir. Pişirme başladıktan sonra iptal ancak bizimle anlaşarak mümkündür.',
            'İptal edilen ve önceden ödenmiş siparişin bedeli, ödemeyi yaptığınız yöntemle iade edilir.',
            'Bir yemek açıklamasına uymuyorsa ya da hasarlı geldiyse sipariş günü bize bildirin; değiştirelim ya da bedelini iade edelim. Ayıpsız gıda ürünleri değiştirilmez ve iade alınmaz.',
          ],
        },
        {
          heading: '7. Bonuslar ve kampanyalar',
          body: [
            'Bonus programı yalnızca sunulduğu yerlerde, “Bonus programı” sayfasındaki kurallara göre geçerlidir. Bonus kazanımı durduruldu; biriken bonusların harcama süresi {deadline} tarihine kadardır (bu tarih dâhil).',
            'Kampanya ve promosyon kodlarının koşulları açıklamalarında yer alır. Aksi belirtilmedikçe farklı kampanyaların indirimleri birleştirilmez.',
          ],
        },
        {
          heading: '8. Fikrî mülkiyet',
          body: [
            'Hizmetteki metinler, fotoğraflar, logolar ve tasarım Şirkete aittir ya da Şirket tarafından lisansla kullanılır. İzinsiz kopyalanamaz.',
          ],
        },
        {
          heading: '9. Sorumluluk',
          body: [
            'Hizmetin kesintisiz çalışması için çaba gösteririz ancak sürekli erişilebilir olacağını garanti etmeyiz. Şirket, üçüncü kişilerin, telekom operatörlerinin eylemlerinden ya da mücbir sebeplerden kaynaklanan kesintilerden sorumlu değildir.',
            'Kanunda aksi öngörülmedikçe Şirketin bir siparişe ilişkin sorumluluğu o siparişin bedeliyle sınırlıdır.',
          ],
        },
        {
          heading: '10. Uyuşmazlıklar ve uygulanacak hukuk',
          body: [
            'Sözleşmeye, siparişi verdiğiniz ülkenin hukuku uygulanır. Uyuşmazlıkları görüşerek çözmeye çalışırız: {email} adresine yazın. Anlaşma sağlanamazsa uyuşmazlık, tüketicinin korunması mevzuatına göre mahkemede görülür.',
            'Almanya’daki müşteriler için: Tüketici tahkim kurulu (Verbraucherschlichtungsstelle) önündeki uyuşmazlık çözüm süreçlerine katılmıyoruz ve katılmakla yükümlü değiliz.',
          ],
        },
        {
          heading: '11. Değişiklikler ve iletişim',
          body: [
            'Şirket bu sözleşmeyi değiştirebilir. Yeni sürüm, sayfanın başında belirtilen tarihten itibaren geçerlidir.',
            'Şirket: {company}. Telefon: {phone}, e-posta: {email}.',
          ],
        },
      ],
    },
  },
};
