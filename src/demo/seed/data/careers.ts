import type { T3 } from './colors.ts';
import { h2, p, t3, ul, type BlockDef } from './blocks.ts';

/** The careers and contacts pages' own text (decision 0039): `pages` rows reached by their views, not by a Page route. */
export const VIEW_PAGES: { key: 'careers' | 'contacts'; t: T3; blocks: BlockDef[] }[] = [
  {
    key: 'careers',
    t: ['Volt-da karyera', 'Карьера в Volt', 'Careers at Volt'],
    blocks: [
      p(
        'Volt — Azərbaycanda elektronika satan 16 mağaza və onlayn mağazadır. Komandamızda 400-dən çox satış məsləhətçisi, kuryer, servis mühəndisi və ofis əməkdaşı çalışır.',
        'Volt — 16 магазинов электроники по всему Азербайджану и интернет-магазин. В нашей команде более 400 консультантов, курьеров, сервисных инженеров и сотрудников офиса.',
        'Volt is 16 electronics stores across Azerbaijan and an online shop. Over 400 sales consultants, couriers, service engineers and office staff work with us.',
      ),
      h2('Nə təklif edirik', 'Что мы предлагаем', 'What we offer'),
      ul(
        t3('Rəsmi əmək müqaviləsi və vaxtında maaş', 'Официальное оформление и своевременная зарплата', 'An official contract and salary on time'),
        t3('Satışdan bonus və işçi endirimi', 'Бонусы от продаж и скидка для сотрудников', 'Sales bonuses and a staff discount'),
        t3('Məhsullar və satış üzrə təlimlər', 'Обучение по товарам и продажам', 'Training on products and selling'),
        t3('Mağazadan ofisə qədər karyera yolu', 'Карьерный рост — от магазина до офиса', 'A career path from the store to the office'),
      ),
      p(
        'Uyğun vakansiya tapmadınız? İstənilən vakansiyanın formasından CV-nizi göndərin — yer açılanda sizinlə əlaqə saxlayacağıq.',
        'Не нашли подходящую вакансию? Отправьте резюме через форму любой вакансии — мы свяжемся, когда появится место.',
        'No vacancy that fits? Send your CV with the form of any vacancy — we will contact you when a place opens.',
      ),
    ],
  },
  {
    key: 'contacts',
    t: ['Əlaqə', 'Контакты', 'Contacts'],
    blocks: [
      p(
        'Sualınız, təklifiniz və ya şikayətiniz var? Zəng edin, yazın və ya formanı doldurun — bir iş günü ərzində cavab veririk.',
        'Есть вопрос, предложение или жалоба? Позвоните, напишите или заполните форму — мы отвечаем в течение рабочего дня.',
        'A question, a suggestion or a complaint? Call, write or fill in the form — we answer within one working day.',
      ),
      h2('Çağrı mərkəzi', 'Колл-центр', 'Call centre'),
      ul(
        t3('Telefon: <a href="tel:+994125550000">+994 12 555 00 00</a>', 'Телефон: <a href="tel:+994125550000">+994 12 555 00 00</a>', 'Phone: <a href="tel:+994125550000">+994 12 555 00 00</a>'),
        t3('WhatsApp: <a href="https://wa.me/994505550000">+994 50 555 00 00</a>', 'WhatsApp: <a href="https://wa.me/994505550000">+994 50 555 00 00</a>', 'WhatsApp: <a href="https://wa.me/994505550000">+994 50 555 00 00</a>'),
        t3('E-poçt: <a href="mailto:info@volt.az">info@volt.az</a>', 'Эл. почта: <a href="mailto:info@volt.az">info@volt.az</a>', 'Email: <a href="mailto:info@volt.az">info@volt.az</a>'),
        t3('Hər gün 09:00–21:00', 'Ежедневно 09:00–21:00', 'Daily 09:00–21:00'),
      ),
      h2('Baş ofis', 'Главный офис', 'Head office'),
      p('Bakı, Azadlıq pr. 15a, AZ1000', 'Баку, пр. Азадлыг 15a, AZ1000', 'Baku, 15a Azadlig Ave, AZ1000'),
      h2('Korporativ müştərilər', 'Корпоративным клиентам', 'Corporate customers'),
      p('<a href="mailto:b2b@volt.az">b2b@volt.az</a>', '<a href="mailto:b2b@volt.az">b2b@volt.az</a>', '<a href="mailto:b2b@volt.az">b2b@volt.az</a>'),
    ],
  },
];

interface VacancyDef {
  t: T3;
  cities: string[];
  salary: [number | null, number | null];
  age: [number | null, number | null];
  experience: [number | null, number | null];
  /** days from the seed date: opened this many days ago, closes in this many (null: no end) */
  openedDaysAgo: number;
  closesInDays: number | null;
  description: BlockDef[];
  requirements: BlockDef[];
}

const duties = (...items: T3[]) => [ul(...items)];

export const VACANCIES: VacancyDef[] = [
  {
    t: ['Satış məsləhətçisi', 'Консультант по продажам', 'Sales consultant'],
    cities: ['baku', 'sumqayit'],
    salary: [800, 1400],
    age: [20, 35],
    experience: [1, null],
    openedDaysAgo: 10,
    closesInDays: 50,
    description: duties(
      t3('Müştərilərə məhsul seçimində kömək etmək', 'Помогать покупателям с выбором товара', 'Help customers choose products'),
      t3('Kredit və hissə-hissə ödəniş şərtlərini izah etmək', 'Объяснять условия кредита и рассрочки', 'Explain credit and installment terms'),
      t3('Vitrin və rəflərin səliqəsinə baxmaq', 'Следить за порядком на витрине и полках', 'Keep the displays and shelves in order'),
    ),
    requirements: duties(
      t3('Azərbaycan və rus dillərini bilmək', 'Знание азербайджанского и русского языков', 'Azerbaijani and Russian'),
      t3('Elektronikaya maraq', 'Интерес к электронике', 'An interest in electronics'),
      t3('Növbəli iş qrafikinə hazır olmaq', 'Готовность к сменному графику', 'Ready for shift work'),
    ),
  },
  {
    t: ['Kuryer (öz avtomobili ilə)', 'Курьер (на своём автомобиле)', 'Courier (own car)'],
    cities: ['baku'],
    salary: [900, 1300],
    age: [21, 50],
    experience: [2, null],
    openedDaysAgo: 5,
    closesInDays: 40,
    description: duties(
      t3('Sifarişləri müştərilərə vaxtında çatdırmaq', 'Своевременно доставлять заказы покупателям', 'Deliver orders to customers on time'),
      t3('Nağd ödənişi qəbul etmək və təhvil vermək', 'Принимать и сдавать наличную оплату', 'Take and hand over cash payments'),
    ),
    requirements: duties(
      t3('B kateqoriyalı sürücülük vəsiqəsi', 'Водительские права категории B', 'A category B driving licence'),
      t3('Bakının küçələrini yaxşı tanımaq', 'Хорошее знание улиц Баку', 'Knowing Baku streets well'),
    ),
  },
  {
    t: ['Servis mühəndisi', 'Сервисный инженер', 'Service engineer'],
    cities: ['baku', 'ganja'],
    salary: [1200, 2000],
    age: [null, null],
    experience: [3, 10],
    openedDaysAgo: 20,
    closesInDays: 30,
    description: duties(
      t3('Smartfon və noutbukların diaqnostikası və təmiri', 'Диагностика и ремонт смартфонов и ноутбуков', 'Diagnose and repair phones and laptops'),
      t3('Zəmanət müraciətlərini rəsmiləşdirmək', 'Оформление гарантийных обращений', 'Handle warranty claims'),
    ),
    requirements: duties(
      t3('Elektronika təmirində 3 ildən çox təcrübə', 'Опыт ремонта электроники от 3 лет', 'Over 3 years repairing electronics'),
      t3('Lehimləmə və ölçü cihazları ilə işləmək bacarığı', 'Навыки пайки и работы с измерительными приборами', 'Soldering and measuring skills'),
    ),
  },
  {
    t: ['Anbar işçisi', 'Работник склада', 'Warehouse worker'],
    cities: ['xirdalan'],
    salary: [700, null],
    age: [20, 45],
    experience: [null, null],
    openedDaysAgo: 3,
    closesInDays: null,
    description: duties(
      t3('Malları qəbul etmək və yerləşdirmək', 'Приёмка и размещение товаров', 'Receive and store goods'),
      t3('Sifarişləri yığmaq və qablaşdırmaq', 'Сборка и упаковка заказов', 'Pick and pack orders'),
    ),
    requirements: duties(t3('Məsuliyyət və diqqət', 'Ответственность и внимательность', 'Care and responsibility')),
  },
  {
    t: ['Rəqəmsal marketinq mütəxəssisi', 'Специалист по digital-маркетингу', 'Digital marketing specialist'],
    cities: ['baku'],
    salary: [null, null],
    age: [null, null],
    experience: [2, 5],
    openedDaysAgo: 12,
    closesInDays: 25,
    description: duties(
      t3('Google və Meta reklam kampaniyalarını idarə etmək', 'Вести рекламные кампании в Google и Meta', 'Run Google and Meta ad campaigns'),
      t3('Kampaniyaların nəticələrini təhlil etmək', 'Анализировать результаты кампаний', 'Analyse campaign results'),
    ),
    requirements: duties(
      t3('Google Ads və GA4 ilə təcrübə', 'Опыт работы с Google Ads и GA4', 'Experience with Google Ads and GA4'),
      t3('İngilis dilini bilmək', 'Знание английского языка', 'English'),
    ),
  },
];
