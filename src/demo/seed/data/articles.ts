import type { ProductKind } from '../../../server/modules/media/drawing-kinds.ts';
import type { T3 } from './colors.ts';
import { h2, h3, ol, p, t3, ul, type BlockDef } from './blocks.ts';

/**
 * The blog's demo articles (CNT-2, OPS-5): buying guides and care tips, newest first. `daysAgo` spreads the publish
 * dates back from the seed date; an empty title in a language leaves the article out of that language's blog.
 */
interface ArticleDef {
  t: T3;
  daysAgo: number;
  cover: { kind: ProductKind; color: string; bg: string; second?: ProductKind };
  blocks: BlockDef[];
}

export const ARTICLES: ArticleDef[] = [
  {
    t: ['2026-cı ildə smartfon necə seçilir', 'Как выбрать смартфон в 2026 году', 'How to choose a smartphone in 2026'],
    daysAgo: 2,
    cover: { kind: 'phone', color: '1f2937', bg: '2563eb', second: 'earbuds' },
    blocks: [
      p(
        'Yüzlərlə model arasında çaşmamaq üçün əvvəlcə telefonu nə üçün istifadə etdiyinizi müəyyən edin: foto, oyunlar, iş və ya sadəcə zənglər və mesajlaşma.',
        'Чтобы не потеряться среди сотен моделей, сначала решите, для чего вам телефон: фото, игры, работа или просто звонки и мессенджеры.',
        'To avoid getting lost among hundreds of models, first decide what the phone is for: photos, games, work, or just calls and messaging.',
      ),
      h2('Əsas meyarlar', 'Главные критерии', 'What matters most'),
      ul(
        t3(
          '<b>Prosessor və yaddaş</b>: gündəlik iş üçün 8 GB operativ yaddaş kifayətdir, oyunlar üçün 12 GB seçin.',
          '<b>Процессор и память</b>: для повседневных задач хватит 8 ГБ оперативной памяти, для игр берите 12 ГБ.',
          '<b>Chip and memory</b>: 8 GB of RAM is enough for everyday use; choose 12 GB for games.',
        ),
        t3(
          '<b>Daxili yaddaş</b>: 128 GB minimumdur, çox çəkiliş edirsinizsə 256 GB götürün.',
          '<b>Встроенная память</b>: 128 ГБ — минимум, если много снимаете, берите 256 ГБ.',
          '<b>Storage</b>: 128 GB is the minimum; take 256 GB if you shoot a lot of video.',
        ),
        t3(
          '<b>Batareya</b>: 5000 mAh və sürətli şarj bütün günə çatır.',
          '<b>Аккумулятор</b>: 5000 мА·ч и быстрая зарядка — на весь день.',
          '<b>Battery</b>: 5000 mAh with fast charging lasts a full day.',
        ),
        t3(
          '<b>Ekran</b>: AMOLED və 120 Hz yeniləmə tezliyi gözləri daha az yorur.',
          '<b>Экран</b>: AMOLED и частота 120 Гц меньше утомляют глаза.',
          '<b>Display</b>: AMOLED at 120 Hz is easier on the eyes.',
        ),
      ),
      h2('Kamera: meqapiksellər hər şey deyil', 'Камера: мегапиксели — не главное', 'Cameras: megapixels are not everything'),
      p(
        'Şəkillərin keyfiyyəti sensorun ölçüsündən, optik stabilizasiyadan və proqram emalından asılıdır. Mağazada bir neçə modeli gecə rejimində yoxlayın — fərq dərhal görünür.',
        'Качество снимков зависит от размера сенсора, оптической стабилизации и обработки. Сравните несколько моделей в магазине в ночном режиме — разница видна сразу.',
        'Picture quality depends on sensor size, optical stabilisation and processing. Try a few models in night mode in a store: the difference shows at once.',
      ),
      h3('Məsləhət', 'Совет', 'Tip'),
      p(
        'Köhnə telefonunuzu filiala gətirin — onu yeni smartfonun qiymətindən çıxırıq.',
        'Принесите старый телефон в филиал — мы зачтём его стоимость в цену нового смартфона.',
        'Bring your old phone to a branch: we take its value off the price of the new one.',
      ),
    ],
  },
  {
    t: ['OLED, QLED yoxsa LED: televizor seçimi', 'OLED, QLED или LED: выбираем телевизор', 'OLED, QLED or LED: choosing a TV'],
    daysAgo: 9,
    cover: { kind: 'tv', color: '111827', bg: '7c3aed', second: 'soundbar' },
    blocks: [
      p(
        'Televizor ekranının texnologiyası şəklin kontrastını, parlaqlığını və qiymətini müəyyən edir. Gəlin əsas fərqləri sadə dillə izah edək.',
        'Технология экрана определяет контраст, яркость и цену телевизора. Объясняем основные различия простыми словами.',
        "The panel technology decides a TV's contrast, brightness and price. Here are the main differences in plain words.",
      ),
      h2('Üç texnologiya', 'Три технологии', 'Three technologies'),
      ul(
        t3(
          '<b>OLED</b> — hər piksel özü işıq saçır: mükəmməl qara rəng, qaranlıq otaq üçün ideal.',
          '<b>OLED</b> — каждый пиксель светится сам: идеальный чёрный, лучше всего для тёмной комнаты.',
          '<b>OLED</b> — every pixel makes its own light: perfect blacks, best in a dark room.',
        ),
        t3(
          '<b>QLED</b> — kvant nöqtələri ilə parlaq və canlı rənglər, günəşli otaqlar üçün yaxşıdır.',
          '<b>QLED</b> — квантовые точки дают яркие насыщенные цвета, хорошо для солнечных комнат.',
          '<b>QLED</b> — quantum dots give bright, rich colour; good for sunny rooms.',
        ),
        t3(
          '<b>LED</b> — ən sərfəli seçim, gündəlik baxış üçün kifayətdir.',
          '<b>LED</b> — самый доступный вариант, достаточно для повседневного просмотра.',
          '<b>LED</b> — the most affordable choice, fine for everyday viewing.',
        ),
      ),
      h2('Diaqonal və məsafə', 'Диагональ и расстояние', 'Size and distance'),
      p(
        'Sadə qayda: divandan ekrana qədər məsafəni (sm) 2,5-ə bölün — bu, tövsiyə olunan diaqonaldır (düym). 2,5 metr məsafə üçün 55 düymlük televizor uyğundur.',
        'Простое правило: разделите расстояние от дивана до экрана (в см) на 2,5 — получится рекомендуемая диагональ в дюймах. Для 2,5 метра подойдёт 55 дюймов.',
        'A simple rule: divide the distance from sofa to screen in centimetres by 2.5 to get the diagonal in inches. At 2.5 metres, 55 inches fits well.',
      ),
      p(
        'Səs üçün saundbar əlavə etməyi unutmayın: nazik televizorların dinamikləri dialoqları zəif çatdırır.',
        'Не забудьте про саундбар: динамики тонких телевизоров плохо передают диалоги.',
        'Consider a soundbar too: thin TVs have weak speakers, and dialogue suffers first.',
      ),
    ],
  },
  {
    t: ['Təhsil və iş üçün noutbuk: nəyə baxmalı', 'Ноутбук для учёбы и работы: на что смотреть', 'A laptop for study and work: what to look for'],
    daysAgo: 16,
    cover: { kind: 'laptop', color: 'c0c4cc', bg: '4338ca', second: 'headphones' },
    blocks: [
      p(
        'Yaxşı noutbuk illərlə xidmət edir, ona görə də seçim edərkən təkcə qiymətə yox, gündəlik rahatlığa da baxın.',
        'Хороший ноутбук служит годами, поэтому при выборе смотрите не только на цену, но и на удобство каждый день.',
        'A good laptop lasts for years, so look beyond the price to how comfortable it is every day.',
      ),
      h2('Yoxlama siyahısı', 'Чек-лист', 'Checklist'),
      ol(
        t3(
          'SSD yaddaş — ən azı 512 GB: sistem saniyələr içində açılır.',
          'SSD-накопитель не меньше 512 ГБ: система загружается за секунды.',
          'An SSD of at least 512 GB: the system starts in seconds.',
        ),
        t3(
          '16 GB operativ yaddaş — brauzerdə onlarla tab və ofis proqramları üçün.',
          '16 ГБ оперативной памяти — для десятков вкладок и офисных программ.',
          '16 GB of RAM for dozens of browser tabs and office apps.',
        ),
        t3('IPS və ya OLED ekran, ən azı Full HD.', 'Экран IPS или OLED, не ниже Full HD.', 'An IPS or OLED screen, at least Full HD.'),
        t3(
          'Çəki 1,5 kq-dan az, əgər onu hər gün aparacaqsınızsa.',
          'Вес до 1,5 кг, если будете носить его каждый день.',
          'Under 1.5 kg if you will carry it every day.',
        ),
        t3('Batareya ən azı 8 saat real iş.', 'Аккумулятор — не менее 8 часов реальной работы.', 'At least 8 hours of real battery life.'),
      ),
      h2('Tələbələr üçün', 'Для студентов', 'For students'),
      p(
        'Tələbə biletini göstərən hər kəsə noutbuk alarkən çanta hədiyyə edirik və Microsoft 365-ə endirim veririk.',
        'Каждому, кто покажет студенческий билет, при покупке ноутбука дарим сумку и скидку на Microsoft 365.',
        'Show a student card when you buy a laptop and get a free bag and a discount on Microsoft 365.',
      ),
    ],
  },
  {
    t: ['Mənzil üçün kondisioner necə seçilir', 'Как выбрать кондиционер для квартиры', 'How to choose an air conditioner for your flat'],
    daysAgo: 24,
    cover: { kind: 'ac', color: 'f5f5f4', bg: '0ea5e9' },
    blocks: [
      p(
        'Bakının isti yayında kondisioner lüks deyil, zərurətdir. Düzgün gücü seçmək həm rahatlıq, həm də elektrik enerjisinə qənaət deməkdir.',
        'Жарким бакинским летом кондиционер — не роскошь, а необходимость. Правильная мощность — это и комфорт, и экономия электроэнергии.',
        'In a hot Baku summer an air conditioner is a necessity. The right capacity means comfort and a lower electricity bill.',
      ),
      h2('Güc otağın sahəsinə görə', 'Мощность по площади комнаты', 'Capacity by room size'),
      ul(
        t3('20 m²-dək — 7000 BTU', 'До 20 м² — 7000 BTU', 'Up to 20 m² — 7,000 BTU'),
        t3('20–30 m² — 9000 BTU', '20–30 м² — 9000 BTU', '20–30 m² — 9,000 BTU'),
        t3('30–40 m² — 12 000 BTU', '30–40 м² — 12 000 BTU', '30–40 m² — 12,000 BTU'),
        t3('40–60 m² — 18 000 BTU', '40–60 м² — 18 000 BTU', '40–60 m² — 18,000 BTU'),
      ),
      h2('İnverter niyə vacibdir', 'Почему важен инвертор', 'Why an inverter matters'),
      p(
        'İnverter kompressor sönüb-yanmır, gücünü rəvan tənzimləyir: 30–40% az enerji sərf edir, daha sakit işləyir və temperaturu dəqiq saxlayır.',
        'Инверторный компрессор не включается и выключается, а плавно меняет мощность: тратит на 30–40% меньше энергии, работает тише и точнее держит температуру.',
        'An inverter compressor does not switch on and off but varies its power smoothly: it uses 30–40% less energy, runs quieter and holds the temperature better.',
      ),
      p(
        'Kampaniya dövründə quraşdırma pulsuzdur — bunu sifariş zamanı qeyd edin.',
        'Во время акции установка бесплатна — укажите это при заказе.',
        'Installation is free during the campaign: mention it when you order.',
      ),
    ],
  },
  {
    t: ['Robot tozsoran, yoxsa simsiz şaquli tozsoran?', 'Робот-пылесос или беспроводной вертикальный?', 'Robot vacuum or cordless stick vacuum?'],
    daysAgo: 31,
    cover: { kind: 'vacuum', color: '7c3aed', bg: 'e0e7ff' },
    blocks: [
      p(
        'Hər iki tozsoran evi təmiz saxlayır, amma fərqli yollarla. Seçim həyat tərzinizdən və mənzilin planından asılıdır.',
        'Оба пылесоса держат дом в чистоте, но по-разному. Выбор зависит от образа жизни и планировки квартиры.',
        'Both keep a home clean, in different ways. The choice depends on how you live and the layout of your flat.',
      ),
      h2('Robot tozsoran', 'Робот-пылесос', 'Robot vacuum'),
      ul(
        t3('Siz evdə olmayanda hər gün təmizlik edir.', 'Убирает каждый день, пока вас нет дома.', 'Cleans every day while you are out.'),
        t3('Lidar naviqasiyası otaqların xəritəsini çəkir.', 'Лидар-навигация строит карту комнат.', 'Lidar navigation maps the rooms.'),
        t3(
          'Kabellərə və kiçik əşyalara qarşı həssasdır.',
          'Чувствителен к проводам и мелким предметам на полу.',
          'Trips over cables and small objects on the floor.',
        ),
      ),
      h2('Simsiz şaquli tozsoran', 'Вертикальный беспроводной', 'Cordless stick vacuum'),
      ul(
        t3(
          'Güclü sorma — xalçalar və ev heyvanlarının tükü üçün.',
          'Мощное всасывание — для ковров и шерсти животных.',
          'Strong suction for rugs and pet hair.',
        ),
        t3('Divanları, avtomobili və rəfləri təmizləmək asandır.', 'Легко чистить диваны, машину и полки.', 'Easy on sofas, the car and shelves.'),
        t3('Batareya 40–60 dəqiqəyə çatır.', 'Аккумулятора хватает на 40–60 минут.', 'The battery lasts 40–60 minutes.'),
      ),
      p(
        'Çoxları hər ikisini seçir: gündəlik təmizlik üçün robot, həftəlik ümumi təmizlik üçün şaquli tozsoran.',
        'Многие берут оба: робот для ежедневной уборки, вертикальный — для генеральной раз в неделю.',
        'Many people get both: the robot for every day, the stick vacuum for the weekly deep clean.',
      ),
    ],
  },
  {
    t: [
      'Qəhvə maşını: kapsullu, avtomatik yoxsa damcı?',
      'Кофемашина: капсульная, автоматическая или капельная?',
      'Coffee machines: capsule, bean-to-cup or drip?',
    ],
    daysAgo: 38,
    cover: { kind: 'coffee', color: 'b91c1c', bg: 'fde68a', second: 'kettle' },
    blocks: [
      p(
        'Səhər qəhvəsi evdə kafedəki kimi ola bilər. Əsas odur ki, gündə neçə fincan içdiyinizi və nə qədər vaxt ayırmağa hazır olduğunuzu bilin.',
        'Утренний кофе дома может быть как в кофейне. Главное — понять, сколько чашек вы пьёте в день и сколько времени готовы уделять приготовлению.',
        'Morning coffee at home can match the café. The key is how many cups you drink a day and how much time you want to spend.',
      ),
      h2('Üç növ', 'Три типа', 'Three types'),
      ul(
        t3(
          '<b>Kapsullu</b> — ən sadə: kapsulu qoyun, düyməni basın. Bir fincanın qiyməti daha yüksəkdir.',
          '<b>Капсульная</b> — проще всего: вставили капсулу, нажали кнопку. Чашка выходит дороже.',
          '<b>Capsule</b> — the simplest: insert, press. Each cup costs more.',
        ),
        t3(
          '<b>Avtomatik</b> — dənləri özü üyüdür, kapuçino və latte hazırlayır. Ailə və ofis üçün ideal.',
          '<b>Автоматическая</b> — сама мелет зёрна, готовит капучино и латте. Идеальна для семьи и офиса.',
          '<b>Bean-to-cup</b> — grinds the beans, makes cappuccino and latte. Ideal for families and offices.',
        ),
        t3(
          '<b>Damcı</b> — bir dəfəyə çox qəhvə, filtr qəhvəsini sevənlər üçün.',
          '<b>Капельная</b> — много кофе за раз, для любителей фильтр-кофе.',
          '<b>Drip</b> — lots of coffee at once, for filter-coffee lovers.',
        ),
      ),
      h2('Qulluq', 'Уход', 'Care'),
      p(
        'Ayda bir dəfə maşını əhəngdən təmizləyin və yalnız filtrlənmiş su istifadə edin — bu, onun ömrünü iki dəfə uzadır.',
        'Раз в месяц очищайте машину от накипи и используйте только фильтрованную воду — это вдвое продлит её жизнь.',
        "Descale once a month and use filtered water only: it doubles the machine's life.",
      ),
    ],
  },
  {
    t: [
      'Simsiz qulaqlıqlar: ANC, kodeklər və batareya',
      'Беспроводные наушники: шумоподавление, кодеки и батарея',
      'Wireless earbuds: noise cancelling, codecs and battery',
    ],
    daysAgo: 45,
    cover: { kind: 'earbuds', color: 'f3f4f6', bg: 'db2777', second: 'phone' },
    blocks: [
      p(
        'Simsiz qulaqlıqlar artıq hər gün istifadə etdiyimiz cihazdır. Onları seçərkən üç şeyə diqqət edin: səs-küyün azaldılması, səs keyfiyyəti və batareya.',
        'Беспроводные наушники стали повседневным устройством. При выборе обратите внимание на три вещи: шумоподавление, качество звука и автономность.',
        'Wireless earbuds have become an everyday device. Look at three things: noise cancelling, sound quality and battery life.',
      ),
      h2('Aktiv səs-küy azaldılması (ANC)', 'Активное шумоподавление (ANC)', 'Active noise cancelling (ANC)'),
      p(
        'ANC metroda və təyyarədə ətraf səs-küyü azaldır. Şəffaflıq rejimi isə qulaqlığı çıxarmadan danışmağa imkan verir.',
        'ANC приглушает шум в метро и самолёте, а режим прозрачности позволяет говорить, не снимая наушников.',
        'ANC hushes the metro and the plane; transparency mode lets you talk without taking them out.',
      ),
      h2('Kodeklər', 'Кодеки', 'Codecs'),
      ul(
        t3('AAC — iPhone üçün ən yaxşı seçim.', 'AAC — лучший выбор для iPhone.', 'AAC — the best choice for an iPhone.'),
        t3(
          'LDAC və aptX Adaptive — Android-də yüksək keyfiyyətli səs.',
          'LDAC и aptX Adaptive — звук высокого качества на Android.',
          'LDAC and aptX Adaptive — high-quality sound on Android.',
        ),
      ),
      p(
        'Qulaqiçi qulaqlıqlar gigiyena məhsuludur və qanunla qaytarılmır, ona görə də mağazada ölçünü yoxlayın.',
        'Внутриканальные наушники — товар личной гигиены и по закону не возвращаются, поэтому примерьте их в магазине.',
        'In-ear headphones are a hygiene product and cannot be returned by law, so try the fit in a store.',
      ),
    ],
  },
  {
    t: ['Smart saatlar həqiqətən nəyi ölçür', 'Что на самом деле измеряют смарт-часы', 'What smartwatches really measure'],
    daysAgo: 53,
    cover: { kind: 'smartwatch', color: 'f97316', bg: '1e3a8a' },
    blocks: [
      p(
        'Müasir smart saatlar nəbzi, yuxunu, addımları və hətta qanda oksigenin səviyyəsini izləyir. Bəs bu rəqəmlərə nə qədər etibar etmək olar?',
        'Современные смарт-часы следят за пульсом, сном, шагами и даже уровнем кислорода в крови. Но насколько можно доверять этим цифрам?',
        'Modern smartwatches track heart rate, sleep, steps and even blood oxygen. How far can you trust the numbers?',
      ),
      h2('Dəqiq olanlar', 'Что точно', 'Accurate'),
      ul(
        t3('Sakit vəziyyətdə nəbz', 'Пульс в покое', 'Resting heart rate'),
        t3('Addımlar və məsafə (GPS ilə)', 'Шаги и расстояние (с GPS)', 'Steps and distance (with GPS)'),
        t3('Yuxunun müddəti', 'Продолжительность сна', 'How long you slept'),
      ),
      h2('Təxmini olanlar', 'Что приблизительно', 'Estimates'),
      ul(
        t3('Yandırılan kalorilər', 'Сожжённые калории', 'Calories burned'),
        t3('Yuxu fazaları', 'Фазы сна', 'Sleep stages'),
        t3('Stress səviyyəsi', 'Уровень стресса', 'Stress level'),
      ),
      p(
        'Saat tibbi cihaz deyil, amma vərdişlərinizi görmək və daha çox hərəkət etmək üçün əla motivasiyadır.',
        'Часы — не медицинский прибор, но отличная мотивация замечать свои привычки и больше двигаться.',
        'A watch is not a medical device, but it is great motivation to notice your habits and move more.',
      ),
    ],
  },
  {
    t: [
      'Pauerbank seçimi: tutum, sürətli şarj və təyyarə qaydaları',
      'Как выбрать powerbank: ёмкость, быстрая зарядка и правила перелётов',
      'Choosing a power bank: capacity, fast charging and flight rules',
    ],
    daysAgo: 61,
    cover: { kind: 'powerbank', color: '2563eb', bg: 'ea580c', second: 'phone' },
    blocks: [
      p(
        'Pauerbank səyahətdə və uzun iş günündə telefonu işlək saxlayır. Amma yazılan mAh rəqəmi həmişə real tutumu göstərmir.',
        'Powerbank выручает в поездке и в длинный рабочий день. Но указанные мА·ч не всегда отражают реальную ёмкость.',
        'A power bank keeps your phone going on trips and long days. But the mAh on the box is not what you actually get.',
      ),
      h2('Real tutum', 'Реальная ёмкость', 'Real capacity'),
      p(
        'Çevrilmə itkiləri səbəbindən 10 000 mAh-lıq pauerbank telefonu təxminən iki dəfə doldurur. Noutbuk üçün 20 000 mAh və 65 W gücü olan modeli seçin.',
        'Из-за потерь на преобразование powerbank на 10 000 мА·ч заряжает телефон примерно два раза. Для ноутбука берите 20 000 мА·ч и мощность 65 Вт.',
        'Because of conversion losses, a 10,000 mAh bank charges a phone about twice. For a laptop, choose 20,000 mAh and 65 W.',
      ),
      h2('Təyyarədə', 'В самолёте', 'On a plane'),
      ul(
        t3('Pauerbankı yalnız əl yükündə aparmaq olar.', 'Powerbank можно везти только в ручной клади.', 'Power banks travel in hand luggage only.'),
        t3(
          '100 Wh-dək (təxminən 27 000 mAh) icazəsiz.',
          'До 100 Вт·ч (примерно 27 000 мА·ч) — без разрешения.',
          'Up to 100 Wh (about 27,000 mAh) needs no approval.',
        ),
        t3('100–160 Wh — aviaşirkətin icazəsi ilə.', '100–160 Вт·ч — с разрешения авиакомпании.', "100–160 Wh needs the airline's approval."),
      ),
    ],
  },
  {
    t: ['Evdə Wi-Fi: router harada qoyulmalıdır', 'Домашний Wi-Fi: где поставить роутер', 'Home Wi-Fi: where to put the router'],
    daysAgo: 70,
    cover: { kind: 'router', color: 'f3f4f6', bg: '059669' },
    blocks: [
      p(
        'Zəif Wi-Fi çox vaxt zəif internetdən deyil, routerin yanlış yerindən qaynaqlanır. Bir neçə sadə addım sürəti iki dəfə artıra bilər.',
        'Слабый Wi-Fi часто объясняется не плохим интернетом, а неудачным местом роутера. Несколько простых шагов могут удвоить скорость.',
        "Weak Wi-Fi is often not the internet's fault but the router's spot. A few simple steps can double the speed.",
      ),
      ol(
        t3(
          'Routeri mənzilin mərkəzində, döşəmədən 1–1,5 m hündürlükdə qoyun.',
          'Поставьте роутер в центре квартиры на высоте 1–1,5 м от пола.',
          'Put the router in the middle of the flat, 1–1.5 m above the floor.',
        ),
        t3(
          'Onu şkafda, güzgünün və ya mikrodalğalı sobanın yanında gizlətməyin.',
          'Не прячьте его в шкаф, рядом с зеркалом или микроволновкой.',
          'Do not hide it in a cupboard or next to a mirror or a microwave.',
        ),
        t3(
          '5 GHz diapazonundan istifadə edin — o, daha sürətli və az yüklüdür.',
          'Используйте диапазон 5 ГГц — он быстрее и менее загружен.',
          'Use the 5 GHz band: it is faster and less crowded.',
        ),
        t3('Böyük mənzil üçün mesh sistemi seçin.', 'Для большой квартиры выберите mesh-систему.', 'For a large flat, choose a mesh system.'),
      ),
      p(
        'Wi-Fi 6 dəstəkləyən router eyni anda onlarla cihazla işləyir — ağıllı ev üçün vacibdir.',
        'Роутер с Wi-Fi 6 одновременно работает с десятками устройств — важно для умного дома.',
        'A Wi-Fi 6 router handles dozens of devices at once, which matters in a smart home.',
      ),
    ],
  },
  {
    t: ['Oyun konsolu alarkən bələdçi', 'Гид покупателя игровой приставки', "A buyer's guide to game consoles"],
    daysAgo: 79,
    cover: { kind: 'console', color: 'f9fafb', bg: '312e81', second: 'gamepad' },
    blocks: [
      p(
        'Konsol seçimi əsasən hansı oyunları oynamaq istədiyinizdən asılıdır: eksklüziv oyunlar hər platformanın əsas üstünlüyüdür.',
        'Выбор приставки в основном зависит от того, во что вы хотите играть: эксклюзивы — главное преимущество каждой платформы.',
        "Which console to buy depends mostly on the games you want: exclusives are each platform's main draw.",
      ),
      h2('Nəzərə alın', 'Учтите', 'Keep in mind'),
      ul(
        t3(
          'Disk sürücüsü olan versiya istifadə olunmuş oyunları almağa imkan verir.',
          'Версия с дисководом позволяет покупать б/у диски.',
          'A version with a disc drive lets you buy used games.',
        ),
        t3(
          'Abunəlik onlarla oyunu sərfəli qiymətə açır.',
          'Подписка открывает десятки игр за небольшие деньги.',
          'A subscription opens dozens of games for little money.',
        ),
        t3('İkinci geympad dostlarla oynamaq üçün lazımdır.', 'Второй геймпад нужен для игры с друзьями.', 'You need a second gamepad to play with friends.'),
      ),
      p(
        '4K televizorda ən yaxşı nəticə üçün HDMI 2.1 portu və 120 Hz dəstəyi yoxlayın.',
        'Для лучшей картинки на 4K-телевизоре проверьте наличие порта HDMI 2.1 и поддержку 120 Гц.',
        'For the best picture on a 4K TV, check for an HDMI 2.1 port and 120 Hz support.',
      ),
    ],
  },
  {
    // a local story: not written in English, so the English blog leaves it out
    t: ['Novruz bayramına hədiyyə ideyaları', 'Идеи подарков на Новруз', ''],
    daysAgo: 88,
    cover: { kind: 'hairdryer', color: 'f472b6', bg: 'fef3c7', second: 'smartwatch' },
    blocks: [
      p(
        'Novruz bayramı yaxınlaşır və yaxınlarınızı sevindirmək vaxtıdır. Sizin üçün hər büdcəyə uyğun hədiyyə ideyaları topladıq.',
        'Приближается Новруз — время радовать близких. Мы собрали идеи подарков на любой бюджет.',
        '',
      ),
      h2('Hər büdcəyə', 'На любой бюджет', ''),
      ul(
        t3('50 ₼-dək: simsiz qulaqlıq, pauerbank, smart işıq lampası.', 'До 50 ₼: беспроводные наушники, powerbank, умная лампа.', ''),
        t3('50–200 ₼: fen, elektrik çaydanı, fitnes-bilərzik.', '50–200 ₼: фен, электрочайник, фитнес-браслет.', ''),
        t3('200 ₼-dan çox: smart saat, qəhvə maşını, planşet.', 'От 200 ₼: смарт-часы, кофемашина, планшет.', ''),
      ),
      p('Hədiyyə qablaşdırması bütün filiallarda pulsuzdur.', 'Подарочная упаковка во всех филиалах бесплатно.', ''),
    ],
  },
  {
    t: ['Paltaryuyan maşına necə qulluq etməli', 'Как ухаживать за стиральной машиной', 'How to look after your washing machine'],
    daysAgo: 97,
    cover: { kind: 'washer', color: 'f3f4f6', bg: '0891b2' },
    blocks: [
      p(
        'Paltaryuyan maşın düzgün qulluqla 10 ildən çox işləyir. Bunun üçün ayda cəmi 15 dəqiqə vaxt kifayətdir.',
        'При правильном уходе стиральная машина служит больше 10 лет. Для этого достаточно 15 минут в месяц.',
        'With proper care a washing machine lasts more than ten years. Fifteen minutes a month is enough.',
      ),
      h2('Aylıq qulluq', 'Ежемесячный уход', 'Monthly care'),
      ol(
        t3(
          'Nasos filtrini təmizləyin — orada düymələr və sikkələr toplanır.',
          'Очистите фильтр насоса — там скапливаются пуговицы и монеты.',
          'Clean the pump filter: buttons and coins collect there.',
        ),
        t3('Rezin manjetin altındakı suyu və çirki silin.', 'Протрите воду и грязь под резиновой манжетой.', 'Wipe water and dirt from under the rubber seal.'),
        t3(
          'Boş barabanla 90 °C-də limon turşusu ilə yuma proqramı işə salın.',
          'Запустите пустую стирку на 90 °C с лимонной кислотой.',
          'Run an empty 90 °C wash with citric acid.',
        ),
      ),
      h2('Gündəlik vərdişlər', 'Ежедневные привычки', 'Everyday habits'),
      ul(
        t3(
          'Yumadan sonra qapını və toz qabını açıq saxlayın.',
          'После стирки оставляйте дверцу и лоток открытыми.',
          'Leave the door and the detergent drawer open after a wash.',
        ),
        t3('Barabanı həddən artıq doldurmayın.', 'Не перегружайте барабан.', 'Do not overload the drum.'),
      ),
    ],
  },
];
