import type { CONTENT_PATHS } from '../../../domain/routes.ts';
import type { ProductKind } from '../../../server/modules/media/drawing-kinds.ts';
import type { T3 } from './colors.ts';
import { h2, h3, hr, ol, p, t3, ul, widget, type BlockDef } from './blocks.ts';

/**
 * The generic content pages the menus, the home page and the checkout link to (CNT-10, decision 0036).
 * Paths come from CONTENT_PATHS; numbers that the shop computes (delivery prices, coupon tiers) are widgets,
 * not text, so they never disagree with the configuration.
 */
interface PageDef {
  key: keyof typeof CONTENT_PATHS;
  t: T3;
  /** SEO description per language */
  desc: T3;
  cover?: { kind: ProductKind; color: string; bg: string; second?: ProductKind };
  blocks: BlockDef[];
}

export const PAGES: PageDef[] = [
  {
    key: 'delivery',
    t: ['Çatdırılma', 'Доставка', 'Delivery'],
    desc: [
      'Bakı və regionlara çatdırılma: qiymətlər, müddətlər və mağazadan pulsuz götürmə.',
      'Доставка по Баку и в регионы: цены, сроки и бесплатный самовывоз из магазина.',
      'Delivery in Baku and to the regions: prices, times and free pickup from a store.',
    ],
    cover: { kind: 'washer', color: 'f3f4f6', bg: '0e7490', second: 'tv' },
    blocks: [
      p(
        'Volt sifarişləri Bakıya, Sumqayıta, Xırdalana və Azərbaycanın bir çox şəhərinə çatdırır. Çatdırılmanın qiyməti ünvandan və sifarişin məbləğindən asılıdır, dəqiq məbləği sifariş səhifəsində ünvanı seçən kimi görürsünüz.',
        'Volt доставляет заказы по Баку, в Сумгаит, Хырдалан и во многие города Азербайджана. Стоимость зависит от адреса и суммы заказа; точную сумму вы увидите на странице оформления, как только выберете адрес.',
        'Volt delivers to Baku, Sumgait, Khirdalan and many towns of Azerbaijan. The price depends on the address and the order total; you see the exact amount at checkout as soon as you choose the address.',
      ),
      h2('Çatdırılma müddəti', 'Сроки доставки', 'Delivery times'),
      ul(
        t3(
          'Bakıda saat 15:00-dək verilən sifarişlər həmin gün, sonra verilənlər növbəti gün çatdırılır.',
          'По Баку заказы, оформленные до 15:00, доставляются в тот же день, позже — на следующий день.',
          'In Baku, orders placed before 15:00 arrive the same day, later ones the next day.',
        ),
        t3(
          'Bakı ətrafı qəsəbələrə və regionlara çatdırılma 1–4 iş günü çəkir.',
          'Доставка в пригороды Баку и регионы занимает 1–4 рабочих дня.',
          'Delivery to the Baku suburbs and the regions takes 1–4 working days.',
        ),
        t3(
          'Kuryer gəlməzdən təxminən bir saat əvvəl zəng edir.',
          'Курьер звонит примерно за час до приезда.',
          'The courier calls about an hour before arriving.',
        ),
        t3(
          'Bazar günləri və bayram günlərində çatdırılma aparılmır.',
          'По воскресеньям и в праздничные дни доставка не производится.',
          'There are no deliveries on Sundays and public holidays.',
        ),
      ),
      h2('Çatdırılma qiymətləri', 'Стоимость доставки', 'Delivery prices'),
      widget('delivery-prices'),
      h2('Mağazadan götürmə', 'Самовывоз', 'Pickup from a store'),
      p(
        'Sifarişi istənilən filialımızdan pulsuz götürə bilərsiniz. Sifariş hazır olanda SMS göndəririk; o, filialda 3 gün saxlanılır. Götürərkən şəxsiyyət vəsiqənizi və sifariş nömrəsini təqdim edin.',
        'Заказ можно бесплатно забрать в любом нашем филиале. Когда он будет готов, мы пришлём SMS; заказ хранится в филиале 3 дня. При получении предъявите удостоверение личности и номер заказа.',
        'You can collect your order free of charge from any of our branches. We send an SMS when it is ready; the branch keeps it for 3 days. Bring your ID card and the order number.',
      ),
      h2('Qəbul edərkən', 'При получении', 'When you receive it'),
      ol(
        t3(
          'Qutunun bütöv olduğunu kuryerin yanında yoxlayın.',
          'Проверьте целостность упаковки при курьере.',
          'Check that the box is intact while the courier is there.',
        ),
        t3(
          'Məhsulun modelini, rəngini və komplektasiyasını sifarişlə tutuşdurun.',
          'Сверьте модель, цвет и комплектацию с заказом.',
          'Compare the model, colour and contents with your order.',
        ),
        t3(
          'Çek və zəmanət talonunu saxlayın — onlar zəmanət xidməti üçün lazımdır.',
          'Сохраните чек и гарантийный талон — они нужны для гарантийного обслуживания.',
          'Keep the receipt and the warranty card: you need them for warranty service.',
        ),
      ),
      p(
        'İri məişət texnikası (soyuducu, paltaryuyan maşın, kondisioner) mərtəbəyə qaldırılaraq çatdırılır. Quraşdırma ayrıca razılaşdırılır.',
        'Крупная бытовая техника (холодильники, стиральные машины, кондиционеры) доставляется с подъёмом на этаж. Установка согласовывается отдельно.',
        'Large appliances (fridges, washing machines, air conditioners) are carried up to your floor. Installation is arranged separately.',
      ),
    ],
  },
  {
    key: 'payment',
    t: ['Ödəniş və hissə-hissə alış', 'Оплата и рассрочка', 'Payment and installments'],
    desc: [
      'Nağd, kartla onlayn və ya BirKart və TamKart ilə faizsiz hissə-hissə ödəniş.',
      'Наличными, картой онлайн или в рассрочку без процентов по картам BirKart и TamKart.',
      'Cash, card online, or interest-free installments with BirKart and TamKart.',
    ],
    cover: { kind: 'phone', color: '1f2937', bg: '4338ca', second: 'smartwatch' },
    blocks: [
      p(
        'Sifarişi sizə rahat olan üsulla ödəyin. Hansı üsulun mövcud olduğunu sifariş səhifəsində görürsünüz: bəzi məhsullar üçün hissə-hissə ödəniş müddəti məhduddur.',
        'Оплачивайте заказ удобным способом. Какие способы доступны, видно на странице оформления: для некоторых товаров срок рассрочки ограничен.',
        'Pay the way that suits you. Checkout shows which methods are available: for some products the installment term is limited.',
      ),
      h2('Ödəniş üsulları', 'Способы оплаты', 'Ways to pay'),
      ul(
        t3(
          '<b>Nağd</b> — kuryerə və ya mağazada kassada.',
          '<b>Наличными</b> — курьеру или на кассе в магазине.',
          '<b>Cash</b> — to the courier or at the till in a store.',
        ),
        t3(
          '<b>Kartla onlayn</b> — Visa və Mastercard, bankın 3D Secure səhifəsində.',
          '<b>Картой онлайн</b> — Visa и Mastercard на странице 3D Secure банка.',
          "<b>Card online</b> — Visa and Mastercard on the bank's 3D Secure page.",
        ),
        t3(
          '<b>Hissə-hissə</b> — BirKart və TamKart kartları ilə {{installments.minMonths}}–{{installments.maxMonths}} ay faizsiz.',
          '<b>В рассрочку</b> — по картам BirKart и TamKart на {{installments.minMonths}}–{{installments.maxMonths}} месяцев без процентов.',
          '<b>Installments</b> — with BirKart and TamKart cards, {{installments.minMonths}}–{{installments.maxMonths}} months interest-free.',
        ),
      ),
      h2('Hissə-hissə ödəniş necə işləyir', 'Как работает рассрочка', 'How installments work'),
      ol(
        t3(
          'Səbətdə və ya sifariş səhifəsində "Hissə-hissə" seçin.',
          'Выберите «В рассрочку» в корзине или при оформлении.',
          'Choose "Installments" in the cart or at checkout.',
        ),
        t3(
          'Kartı və ayların sayını seçin — aylıq ödəniş dərhal hesablanır.',
          'Выберите карту и срок — ежемесячный платёж рассчитается сразу.',
          'Pick the card and the number of months: the monthly payment is shown at once.',
        ),
        t3(
          'Bankın səhifəsində ödənişi təsdiqləyin; məbləğ kartın limitindən bloklanır.',
          'Подтвердите оплату на странице банка; сумма блокируется в пределах лимита карты.',
          "Confirm on the bank's page; the amount is held within the card's limit.",
        ),
      ),
      p(
        'Hissə-hissə ödəniş müəyyən məbləğdən başlayır və endirimli məhsullarda ayların sayı az ola bilər. Faiz və əlavə komissiya yoxdur.',
        'Рассрочка доступна от определённой суммы, на товары со скидкой срок может быть короче. Процентов и дополнительных комиссий нет.',
        'Installments start from a minimum amount and may be shorter for discounted products. There is no interest and no extra fee.',
      ),
      h2('Ödənişdə problem olarsa', 'Если оплата не проходит', 'If the payment fails'),
      p(
        'Bankınızın mobil tətbiqində kartın internet ödənişləri və 3D Secure xidmətinin aktiv olduğunu yoxlayın. Problem qalarsa, bizə zəng edin — sifarişi nağd ödənişə keçirə bilərik.',
        'Проверьте в мобильном приложении банка, что для карты включены интернет-платежи и 3D Secure. Если проблема остаётся, позвоните нам — мы можем перевести заказ на оплату наличными.',
        "Check in your bank's app that online payments and 3D Secure are switched on for the card. If it still fails, call us: we can switch the order to cash.",
      ),
    ],
  },
  {
    key: 'warranty',
    t: ['Zəmanət və servis', 'Гарантия и сервис', 'Warranty and service'],
    desc: [
      'Rəsmi zəmanət, servis mərkəzləri və zəmanət xidmətinə necə müraciət etmək.',
      'Официальная гарантия, сервисные центры и как обратиться по гарантии.',
      'Official warranty, service centres and how to make a warranty claim.',
    ],
    cover: { kind: 'laptop', color: '374151', bg: '059669' },
    blocks: [
      p(
        'Volt-da satılan bütün məhsullar rəsmi distribyutorlardan gəlir və istehsalçının zəmanəti ilə satılır. Zəmanət müddəti məhsulun səhifəsində "Zəmanət" xüsusiyyətində göstərilir.',
        'Все товары Volt поступают от официальных дистрибьюторов и продаются с гарантией производителя. Срок гарантии указан на странице товара в характеристике «Гарантия».',
        'Everything Volt sells comes from official distributors with the manufacturer\'s warranty. The term is shown on the product page under "Warranty".',
      ),
      h2('Zəmanətə nə daxildir', 'Что покрывает гарантия', 'What the warranty covers'),
      ul(
        t3(
          'İstehsal qüsurları və normal istifadə zamanı yaranan nasazlıqlar.',
          'Заводские дефекты и неисправности, возникшие при нормальной эксплуатации.',
          'Manufacturing defects and faults that appear in normal use.',
        ),
        t3('Təmir mümkün olmadıqda — məhsulun dəyişdirilməsi.', 'Замена товара, если ремонт невозможен.', 'A replacement when the product cannot be repaired.'),
      ),
      h3('Zəmanətə daxil deyil', 'Гарантия не распространяется', 'Not covered'),
      ul(
        t3('Mexaniki zədələr, su və ya maye təsiri.', 'Механические повреждения, попадание воды или жидкости.', 'Physical damage, water or other liquids.'),
        t3(
          'Rəsmi servisdən kənar təmir və ya açılma izləri.',
          'Следы вскрытия или ремонта вне официального сервиса.',
          'Signs of opening or repair outside an official service.',
        ),
        t3(
          'Sərf materialları: filtrlər, kartriclər, batareyaların təbii köhnəlməsi.',
          'Расходные материалы: фильтры, картриджи, естественный износ батарей.',
          'Consumables: filters, cartridges, the natural wear of batteries.',
        ),
      ),
      h2('Necə müraciət etmək olar', 'Как обратиться', 'How to make a claim'),
      ol(
        t3(
          'Məhsulu, çeki və zəmanət talonunu istənilən filiala gətirin.',
          'Принесите товар, чек и гарантийный талон в любой филиал.',
          'Bring the product, the receipt and the warranty card to any branch.',
        ),
        t3(
          'Mütəxəssis məhsulu qəbul edir və sizə qəbul aktı verir.',
          'Специалист примет товар и выдаст акт приёма.',
          'A specialist takes it in and gives you a receipt of acceptance.',
        ),
        t3(
          'Diaqnostika və təmir 3–21 gün çəkir; hazır olanda SMS göndəririk.',
          'Диагностика и ремонт занимают 3–21 день; когда всё будет готово, пришлём SMS.',
          'Diagnosis and repair take 3–21 days; we send an SMS when it is ready.',
        ),
      ),
      p(
        'Zəmanət müddəti bitdikdən sonra da servis mərkəzlərimiz ödənişli təmir təklif edir.',
        'После окончания гарантии наши сервисные центры выполняют платный ремонт.',
        'After the warranty ends, our service centres still repair products for a fee.',
      ),
    ],
  },
  {
    key: 'returns',
    t: ['Qaytarma və dəyişdirmə', 'Возврат и обмен', 'Returns and exchanges'],
    desc: [
      'Məhsulu 14 gün ərzində qaytarmaq və ya dəyişdirmək qaydaları.',
      'Правила возврата и обмена товара в течение 14 дней.',
      'How to return or exchange a product within 14 days.',
    ],
    cover: { kind: 'headphones', color: '1e3a8a', bg: 'f97316' },
    blocks: [
      p(
        '"İstehlakçıların hüquqlarının müdafiəsi haqqında" qanuna uyğun olaraq keyfiyyətli məhsulu 14 gün ərzində qaytara və ya dəyişdirə bilərsiniz.',
        'В соответствии с законом «О защите прав потребителей» товар надлежащего качества можно вернуть или обменять в течение 14 дней.',
        'Under the consumer protection law you may return or exchange a product of proper quality within 14 days.',
      ),
      h2('Qaytarma şərtləri', 'Условия возврата', 'Conditions'),
      ul(
        t3(
          'Məhsul istifadə olunmayıb, əmtəə görünüşü və qablaşdırması saxlanılıb.',
          'Товар не был в употреблении, сохранены товарный вид и упаковка.',
          'The product is unused, looks as new and has its packaging.',
        ),
        t3(
          'Komplektasiya tamdır: aksesuarlar, sənədlər, hədiyyələr.',
          'Полная комплектация: аксессуары, документы, подарки.',
          'Everything is there: accessories, documents, gifts.',
        ),
        t3('Çek və ya sifariş nömrəsi var.', 'Есть чек или номер заказа.', 'You have the receipt or the order number.'),
      ),
      h2('Qaytarılmayan məhsullar', 'Товары, не подлежащие возврату', 'What cannot be returned'),
      p(
        'Gigiyena məhsulları (qulaqiçi qulaqlıqlar, elektrik ülgücləri, epilyatorlar), aktivləşdirilmiş proqram təminatı və hədiyyə kartları qanunla qaytarılmır — qüsur aşkar edilərsə, onlar zəmanət üzrə xidmət göstərilir.',
        'Средства гигиены (внутриканальные наушники, электробритвы, эпиляторы), активированное ПО и подарочные карты по закону не возвращаются — при дефекте они обслуживаются по гарантии.',
        'Hygiene products (in-ear headphones, shavers, epilators), activated software and gift cards cannot be returned by law; a faulty one is handled under warranty.',
      ),
      h2('Pul nə vaxt qaytarılır', 'Когда вернутся деньги', 'When you get your money back'),
      ul(
        t3('Nağd ödənişdə — elə həmin gün filialda.', 'При оплате наличными — в тот же день в филиале.', 'Cash payments: the same day at the branch.'),
        t3(
          'Kartla ödənişdə — bankdan asılı olaraq 3–10 iş günü.',
          'При оплате картой — 3–10 рабочих дней в зависимости от банка.',
          'Card payments: 3–10 working days, depending on the bank.',
        ),
        t3(
          'Hissə-hissə alışda — bank ödəniş planını ləğv edir.',
          'При рассрочке — банк отменяет график платежей.',
          'Installments: the bank cancels the payment plan.',
        ),
      ),
    ],
  },
  {
    key: 'about',
    t: ['Haqqımızda', 'О нас', 'About us'],
    desc: [
      'Volt — 2012-ci ildən Azərbaycanda elektronika və məişət texnikası mağazaları şəbəkəsi.',
      'Volt — сеть магазинов электроники и бытовой техники в Азербайджане с 2012 года.',
      'Volt has been an electronics and home appliance retailer in Azerbaijan since 2012.',
    ],
    cover: { kind: 'tv', color: '111827', bg: '1e3a8a', second: 'speaker' },
    blocks: [
      p(
        'Volt 2012-ci ildə Bakıda kiçik bir telefon mağazası kimi açılıb. Bu gün Bakıda və regionlarda 16 filialımız, onlayn mağazamız və 400-dən çox əməkdaşımız var.',
        'Volt открылся в 2012 году как небольшой магазин телефонов в Баку. Сегодня у нас 16 филиалов в Баку и регионах, интернет-магазин и более 400 сотрудников.',
        'Volt opened in 2012 as a small phone shop in Baku. Today we have 16 branches in Baku and the regions, an online store and more than 400 people.',
      ),
      h2('Nəyə inanırıq', 'Во что мы верим', 'What we believe in'),
      ul(
        t3(
          '<b>Yalnız orijinal məhsul</b> — rəsmi distribyutorlardan, rəsmi zəmanətlə.',
          '<b>Только оригинальная техника</b> — от официальных дистрибьюторов, с официальной гарантией.',
          '<b>Only genuine products</b> — from official distributors, with an official warranty.',
        ),
        t3(
          '<b>Dürüst qiymət</b> — gizli komissiya və faiz olmadan.',
          '<b>Честная цена</b> — без скрытых комиссий и процентов.',
          '<b>Honest prices</b> — no hidden fees or interest.',
        ),
        t3(
          '<b>Məsləhət, satış deyil</b> — sizə lazım olanı seçməyə kömək edirik.',
          '<b>Совет, а не продажа</b> — помогаем выбрать то, что действительно нужно.',
          '<b>Advice, not a sales pitch</b> — we help you choose what you really need.',
        ),
      ),
      h2('Rəqəmlərlə', 'В цифрах', 'In numbers'),
      ul(
        t3('16 filial və 2 servis mərkəzi', '16 филиалов и 2 сервисных центра', '16 branches and 2 service centres'),
        t3('15 000-dən çox məhsul', 'Более 15 000 товаров', 'More than 15,000 products'),
        t3('İldə 300 000-dən çox sifariş', 'Более 300 000 заказов в год', 'Over 300,000 orders a year'),
      ),
      hr(),
      p(
        'Suallarınız və təklifləriniz üçün bizə zəng edin və ya istənilən filiala yaxınlaşın — sizi görməyə şad olarıq.',
        'С вопросами и предложениями звоните нам или приходите в любой филиал — будем рады вас видеть.',
        'Call us or drop in at any branch with questions or ideas — we are glad to see you.',
      ),
    ],
  },
  {
    key: 'privacy',
    t: ['Məxfilik siyasəti', 'Политика конфиденциальности', 'Privacy policy'],
    desc: [
      'Volt şəxsi məlumatlarınızı necə toplayır, istifadə edir və qoruyur.',
      'Как Volt собирает, использует и защищает ваши персональные данные.',
      'How Volt collects, uses and protects your personal data.',
    ],
    blocks: [
      p(
        'Bu siyasət volt.az saytında və filiallarımızda topladığımız şəxsi məlumatlara aiddir. Biz "Fərdi məlumatlar haqqında" Azərbaycan Respublikasının qanununa əməl edirik.',
        'Эта политика относится к персональным данным, которые мы собираем на сайте volt.az и в филиалах. Мы соблюдаем закон Азербайджанской Республики «О персональных данных».',
        'This policy covers the personal data we collect on volt.az and in our branches. We follow the Law of the Republic of Azerbaijan on Personal Data.',
      ),
      h2('Hansı məlumatları toplayırıq', 'Какие данные мы собираем', 'What we collect'),
      ul(
        t3(
          'Ad, soyad, mobil nömrə və e-poçt — sifariş və hesab üçün.',
          'Имя, фамилия, мобильный номер и e-mail — для заказа и учётной записи.',
          'Name, surname, mobile number and email — for orders and your account.',
        ),
        t3('Çatdırılma ünvanı — sifarişi çatdırmaq üçün.', 'Адрес доставки — чтобы доставить заказ.', 'Delivery address — to deliver your order.'),
        t3('Sifariş tarixçəsi — zəmanət və qaytarma üçün.', 'История заказов — для гарантии и возврата.', 'Order history — for warranty and returns.'),
        t3(
          'Texniki məlumatlar (cookie, IP ünvanı) — saytın işləməsi və təhlükəsizliyi üçün.',
          'Технические данные (cookie, IP-адрес) — для работы и безопасности сайта.',
          'Technical data (cookies, IP address) — for the site to work and stay secure.',
        ),
      ),
      h2('Məlumatları necə qoruyuruq', 'Как мы защищаем данные', 'How we protect it'),
      p(
        'Kart məlumatları bizdə saxlanılmır: ödəniş bankın səhifəsində aparılır. Parollar geri qaytarılmayan şəkildə şifrələnir. Məlumatlara yalnız işi üçün lazım olan əməkdaşlar baxa bilər.',
        'Данные карт у нас не хранятся: оплата проходит на странице банка. Пароли хранятся в необратимо зашифрованном виде. Доступ к данным есть только у сотрудников, которым он нужен для работы.',
        "We never store card details: payment happens on the bank's page. Passwords are stored irreversibly hashed. Only staff who need the data for their work can see it.",
      ),
      h2('Hüquqlarınız', 'Ваши права', 'Your rights'),
      p(
        'Məlumatlarınıza baxmağı, düzəltməyi və ya silməyi istəyə bilərsiniz. Xəbər bülletenindən istənilən vaxt imtina edə bilərsiniz. Sorğular üçün: privacy@volt.az.',
        'Вы можете запросить просмотр, исправление или удаление своих данных и в любой момент отписаться от рассылки. Запросы: privacy@volt.az.',
        'You may ask to see, correct or delete your data, and unsubscribe from the newsletter at any time. Requests: privacy@volt.az.',
      ),
    ],
  },
  {
    key: 'terms',
    t: ['Çatdırılma və ödəniş şərtləri', 'Условия доставки и оплаты', 'Terms of delivery and payment'],
    desc: [
      'Onlayn sifarişlərin çatdırılma, ödəniş, ləğv və qaytarma şərtləri.',
      'Условия доставки, оплаты, отмены и возврата онлайн-заказов.',
      'Delivery, payment, cancellation and return terms of online orders.',
    ],
    blocks: [
      p(
        'Sifariş verərkən "Çatdırılma və ödəniş şərtləri ilə razıyam" qutusunu işarələməklə aşağıdakı şərtləri qəbul edirsiniz.',
        'Отмечая при оформлении заказа «Я согласен с условиями доставки и оплаты», вы принимаете следующие условия.',
        'By ticking "I agree with the terms of delivery and payment" at checkout you accept the terms below.',
      ),
      h2('1. Sifariş', '1. Заказ', '1. The order'),
      ul(
        t3(
          'Sifariş operator onu telefonla və ya SMS ilə təsdiqlədikdən sonra qüvvəyə minir.',
          'Заказ вступает в силу после подтверждения оператором по телефону или SMS.',
          'An order takes effect once an operator confirms it by phone or SMS.',
        ),
        t3(
          'Qiymətlər sifariş anında qeydə alınır və sonradan dəyişmir.',
          'Цены фиксируются в момент заказа и потом не меняются.',
          'Prices are fixed when you place the order and do not change afterwards.',
        ),
        t3(
          'Məhsul anbarda qalmadıqda sizə zəng edib alternativ təklif edirik və ya sifarişi ləğv edirik.',
          'Если товара не окажется на складе, мы позвоним и предложим замену или отменим заказ.',
          'If a product runs out, we call you to offer an alternative or cancel the order.',
        ),
      ),
      h2('2. Çatdırılma', '2. Доставка', '2. Delivery'),
      ul(
        t3(
          'Çatdırılma qiyməti ünvana və sifarişin məbləğinə görə hesablanır və sifariş səhifəsində göstərilir.',
          'Стоимость доставки рассчитывается по адресу и сумме заказа и показывается при оформлении.',
          'The delivery price depends on the address and the order total and is shown at checkout.',
        ),
        t3(
          'Kuryer razılaşdırılmış vaxtda ünvanda sizi 15 dəqiqə gözləyir.',
          'Курьер ждёт по адресу 15 минут в согласованное время.',
          'The courier waits 15 minutes at the address at the agreed time.',
        ),
        t3(
          'Mülkiyyət hüququ və risk məhsulu qəbul etdiyiniz anda sizə keçir.',
          'Право собственности и риски переходят к вам в момент получения товара.',
          'Ownership and risk pass to you when you accept the goods.',
        ),
      ),
      h2('3. Ödəniş', '3. Оплата', '3. Payment'),
      ul(
        t3(
          'Kartla ödəniş 30 dəqiqə ərzində tamamlanmazsa, sifariş avtomatik ləğv olunur və məhsullar anbara qaytarılır.',
          'Если оплата картой не завершена за 30 минут, заказ автоматически отменяется, а товары возвращаются на склад.',
          'If a card payment is not completed within 30 minutes, the order is cancelled automatically and the goods go back to stock.',
        ),
        t3(
          'Hissə-hissə ödəniş bankın şərtləri ilə həyata keçirilir.',
          'Рассрочка предоставляется на условиях банка.',
          "Installments are provided on the bank's terms.",
        ),
        t3(
          'Promo kod və endirimlər birləşdirildikdə qaydalar sifariş səhifəsində hesablanır.',
          'При сочетании промокодов и скидок правила применяются автоматически при оформлении.',
          'When promo codes and discounts combine, checkout applies the rules automatically.',
        ),
      ),
      h2('4. Ləğv və qaytarma', '4. Отмена и возврат', '4. Cancellation and returns'),
      p(
        'Sifarişi çatdırılmadan əvvəl pulsuz ləğv edə bilərsiniz — bizə zəng edin. Çatdırılmış məhsulların qaytarılması "Qaytarma və dəyişdirmə" səhifəsindəki qaydalarla aparılır.',
        'Заказ можно бесплатно отменить до доставки — позвоните нам. Возврат доставленных товаров — по правилам страницы «Возврат и обмен».',
        'You can cancel an order free of charge before it is delivered — just call us. Delivered goods are returned under the rules on the "Returns and exchanges" page.',
      ),
    ],
  },
  {
    key: 'corporate',
    t: ['Korporativ satış', 'Корпоративные продажи', 'Corporate sales'],
    desc: [
      'Şirkətlər üçün elektronika: köçürmə ilə ödəniş, xüsusi qiymətlər və şəxsi menecer.',
      'Электроника для компаний: оплата переводом, специальные цены и персональный менеджер.',
      'Electronics for companies: bank transfer, special prices and a personal manager.',
    ],
    cover: { kind: 'monitor', color: '1f2937', bg: '374151', second: 'laptop' },
    blocks: [
      p(
        'Ofisinizi, məktəbinizi və ya mağazanızı tam təchiz edirik: noutbuk və monitorlardan tutmuş kondisioner və mətbəx texnikasına qədər.',
        'Полностью оснащаем офисы, школы и магазины: от ноутбуков и мониторов до кондиционеров и кухонной техники.',
        'We equip offices, schools and shops from top to bottom: from laptops and monitors to air conditioners and kitchen appliances.',
      ),
      h2('Nə təklif edirik', 'Что мы предлагаем', 'What we offer'),
      ul(
        t3(
          'Həcmə görə xüsusi qiymətlər və fərdi kommersiya təklifi.',
          'Специальные цены в зависимости от объёма и индивидуальное коммерческое предложение.',
          'Volume pricing and a tailored commercial offer.',
        ),
        t3(
          'ƏDV ilə köçürmə yolu ilə ödəniş və tam sənəd dəsti.',
          'Оплата безналичным переводом с НДС и полный пакет документов.',
          'Payment by bank transfer with VAT and a full set of documents.',
        ),
        t3(
          'Şəxsi menecer və prioritet zəmanət xidməti.',
          'Персональный менеджер и приоритетное гарантийное обслуживание.',
          'A personal manager and priority warranty service.',
        ),
        t3(
          'Pulsuz çatdırılma, quraşdırma və kompüterlərin ilkin sazlanması.',
          'Бесплатная доставка, установка и первичная настройка компьютеров.',
          'Free delivery, installation and initial set-up of computers.',
        ),
      ),
      h2('Necə sifariş etmək olar', 'Как заказать', 'How to order'),
      ol(
        t3(
          'Lazım olan məhsulların siyahısını corporate@volt.az ünvanına göndərin.',
          'Отправьте список нужных товаров на corporate@volt.az.',
          'Send the list of what you need to corporate@volt.az.',
        ),
        t3(
          'Bir iş günü ərzində kommersiya təklifi alacaqsınız.',
          'В течение рабочего дня вы получите коммерческое предложение.',
          'You get a commercial offer within one working day.',
        ),
        t3(
          'Müqavilə imzalandıqdan sonra məhsulları 1–5 gün ərzində çatdırırıq.',
          'После подписания договора доставляем технику за 1–5 дней.',
          'Once the contract is signed, we deliver in 1–5 days.',
        ),
      ),
    ],
  },
  {
    key: 'coupons',
    t: ['Kupon kampaniyası', 'Купонная акция', 'Coupon campaign'],
    desc: [
      'Hər 10 ₼-lik alışa bir kupon — kuponları hədiyyələrə dəyişin.',
      'Купон за каждые 10 ₼ покупки — обменивайте купоны на подарки.',
      'One coupon for every 10 ₼ you spend — swap your coupons for gifts.',
    ],
    cover: { kind: 'earbuds', color: 'f3f4f6', bg: 'db2777', second: 'powerbank' },
    blocks: [
      p(
        'Alış-veriş edin, kupon toplayın və hədiyyə qazanın! Kampaniyada iştirak edən məhsulların səhifəsində neçə kupon qazanacağınız göstərilir.',
        'Покупайте, собирайте купоны и получайте подарки! На странице участвующего в акции товара указано, сколько купонов вы получите.',
        'Shop, collect coupons and win gifts! Each product in the campaign shows how many coupons it earns.',
      ),
      h2('Necə işləyir', 'Как это работает', 'How it works'),
      ol(
        t3('Hər 10 ₼-lik alış üçün bir kupon alırsınız.', 'За каждые 10 ₼ покупки вы получаете один купон.', 'You get one coupon for every 10 ₼ you spend.'),
        t3(
          'Kuponlar sifariş çatdırıldıqdan sonra hesabınıza yazılır.',
          'Купоны начисляются после доставки заказа.',
          'Coupons are credited once the order is delivered.',
        ),
        t3(
          'Kifayət qədər kupon topladıqda istənilən filialda hədiyyəni götürün.',
          'Накопив нужное количество, заберите подарок в любом филиале.',
          'When you have enough, collect the gift in any branch.',
        ),
      ),
      h2('Hədiyyələr', 'Подарки', 'Gifts'),
      widget('coupon-tiers'),
      p(
        'Kampaniya ehtiyatlar tükənənədək davam edir. Kuponlar pula dəyişdirilmir və başqasına ötürülmür.',
        'Акция действует, пока есть подарки. Купоны не обмениваются на деньги и не передаются другим лицам.',
        'The campaign runs while gifts last. Coupons cannot be exchanged for cash or passed on to someone else.',
      ),
    ],
  },
];
