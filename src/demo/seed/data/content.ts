import type { BadgeIcon, ProductKind } from '../../../server/modules/media/drawing-kinds.ts';
import type { T3 } from './colors.ts';
import { CAMPAIGNS_PATH, CONTENT_PATHS } from '../../../domain/routes.ts';

const path3 = (p: { az: string; ru: string; en: string }): T3 => [p.az, p.ru, p.en];

interface MenuItemDef {
  t: T3;
  /** URL per language (no language prefix), or one URL for all */
  url: string | T3;
}

export const MENUS: { name: string; t: T3; items: MenuItemDef[] }[] = [
  {
    name: 'top_header',
    t: ['Üst menyu', 'Верхнее меню', 'Top menu'],
    items: [
      { t: ['Çatdırılma', 'Доставка', 'Delivery'], url: path3(CONTENT_PATHS.delivery) },
      { t: ['Ödəniş', 'Оплата', 'Payment'], url: path3(CONTENT_PATHS.payment) },
      { t: ['Kampaniyalar', 'Акции', 'Campaigns'], url: path3(CAMPAIGNS_PATH) },
      { t: ['Bloq', 'Блог', 'Blog'], url: '/blog' },
      { t: ['Filiallar', 'Филиалы', 'Branches'], url: ['/filiallar', '/filialy', '/branches'] },
      { t: ['Əlaqə', 'Контакты', 'Contacts'], url: ['/elaqe', '/kontakty', '/contacts'] },
    ],
  },
  {
    name: 'company',
    t: ['Şirkət', 'Компания', 'Company'],
    items: [
      { t: ['Haqqımızda', 'О нас', 'About us'], url: path3(CONTENT_PATHS.about) },
      { t: ['Vakansiyalar', 'Вакансии', 'Careers'], url: ['/vakansiyalar', '/vakansii', '/careers'] },
      { t: ['Filiallar', 'Филиалы', 'Branches'], url: ['/filiallar', '/filialy', '/branches'] },
      { t: ['Bloq', 'Блог', 'Blog'], url: '/blog' },
      { t: ['Korporativ satış', 'Корпоративные продажи', 'Corporate sales'], url: path3(CONTENT_PATHS.corporate) },
    ],
  },
  {
    name: 'for_customer',
    t: ['Alıcılar üçün', 'Покупателям', 'For customers'],
    items: [
      { t: ['Çatdırılma', 'Доставка', 'Delivery'], url: path3(CONTENT_PATHS.delivery) },
      { t: ['Ödəniş və hissə-hissə alış', 'Оплата и рассрочка', 'Payment and installments'], url: path3(CONTENT_PATHS.payment) },
      { t: ['Zəmanət və servis', 'Гарантия и сервис', 'Warranty and service'], url: path3(CONTENT_PATHS.warranty) },
      { t: ['Qaytarma və dəyişdirmə', 'Возврат и обмен', 'Returns and exchanges'], url: path3(CONTENT_PATHS.returns) },
      { t: ['Tez-tez verilən suallar', 'Частые вопросы', 'FAQ'], url: '/faq' },
      { t: ['Çatdırılma və ödəniş şərtləri', 'Условия доставки и оплаты', 'Terms of delivery and payment'], url: path3(CONTENT_PATHS.terms) },
      { t: ['Məxfilik siyasəti', 'Политика конфиденциальности', 'Privacy policy'], url: path3(CONTENT_PATHS.privacy) },
    ],
  },
  {
    name: 'mobile_nav',
    t: ['Mobil menyu', 'Мобильное меню', 'Mobile menu'],
    items: [
      { t: ['Endirimlər', 'Скидки', 'Sale'], url: '/sale' },
      { t: ['Yeniliklər', 'Новинки', 'New arrivals'], url: '/newin' },
      { t: ['Çox satılanlar', 'Хиты продаж', 'Best sellers'], url: '/bestsellers' },
      { t: ['Narıncı ulduzlar', 'Оранжевые звёзды', 'Orange stars'], url: ['/narinci-ulduzlar', '/oranzhevye-zvezdy', '/orange-stars'] },
      { t: ['Kampaniyalar', 'Акции', 'Campaigns'], url: path3(CAMPAIGNS_PATH) },
      { t: ['Filiallar', 'Филиалы', 'Branches'], url: ['/filiallar', '/filialy', '/branches'] },
    ],
  },
];

export const TAGS: T3[] = [
  ['iPhone 16', 'iPhone 16', 'iPhone 16'],
  ['Samsung Galaxy', 'Samsung Galaxy', 'Samsung Galaxy'],
  ['Simsiz qulaqlıq', 'Беспроводные наушники', 'Wireless headphones'],
  ['Noutbuk', 'Ноутбук', 'Laptop'],
  ['Televizor 55', 'Телевизор 55', 'TV 55'],
  ['PlayStation 5', 'PlayStation 5', 'PlayStation 5'],
  ['Tozsoran Dyson', 'Пылесос Dyson', 'Dyson vacuum'],
  ['Kondisioner', 'Кондиционер', 'Air conditioner'],
  ['Smart saat', 'Смарт-часы', 'Smart watch'],
  ['Qəhvə maşını', 'Кофемашина', 'Coffee machine'],
  ['Pauerbank', 'Powerbank', 'Power bank'],
];

interface CityDef {
  slug: string;
  t: T3;
  delivery: boolean;
  districts: { t: T3; places: { t: T3; price: number; oneDay: boolean }[] }[];
}

const pl = (az: string, ru: string, en: string, price: number, oneDay = true) => ({ t: [az, ru, en] as T3, price, oneDay });

export const CITIES: CityDef[] = [
  {
    slug: 'baku',
    t: ['Bakı', 'Баку', 'Baku'],
    delivery: true,
    districts: [
      { t: ['Nəsimi', 'Насими', 'Nasimi'], places: [pl('28 May m.', 'м. 28 Мая', '28 May metro', 0), pl('Nizami m.', 'м. Низами', 'Nizami metro', 0), pl('Elmlər Akademiyası m.', 'м. Эльмляр Академиясы', 'Elmlar Akademiyasi metro', 0), pl('Dəmirçizadə', 'Демирчизаде', 'Demirchizade', 0)] },
      { t: ['Yasamal', 'Ясамал', 'Yasamal'], places: [pl('İnşaatçılar m.', 'м. Иншаатчылар', 'Inshaatchilar metro', 0), pl('Yeni Yasamal', 'Новый Ясамал', 'New Yasamal', 300), pl('Həzi Aslanov küç.', 'ул. Гази Асланова', 'Hazi Aslanov st.', 0)] },
      { t: ['Xətai', 'Хатаи', 'Khatai'], places: [pl('Gənclik m.', 'м. Гянджлик', 'Ganjlik metro', 0), pl('Əhmədli', 'Ахмедлы', 'Ahmadli', 300), pl('Ağ şəhər', 'Белый город', 'White City', 300)] },
      { t: ['Nərimanov', 'Нариманов', 'Narimanov'], places: [pl('Nərimanov m.', 'м. Нариманов', 'Narimanov metro', 0), pl('Ulduz m.', 'м. Улдуз', 'Ulduz metro', 0), pl('Montin', 'Монтин', 'Montin', 300)] },
      { t: ['Binəqədi', 'Бинагади', 'Binagadi'], places: [pl('Azadlıq m.', 'м. Азадлыг', 'Azadlig metro', 300), pl('9-cu mikrorayon', '9-й микрорайон', '9th microdistrict', 300), pl('Biləcəri', 'Биладжари', 'Bilajari', 500)] },
      { t: ['Səbail', 'Сабаил', 'Sabail'], places: [pl('İçərişəhər m.', 'м. Ичеришехер', 'Icherisheher metro', 0), pl('Bayıl', 'Баилово', 'Bayil', 300), pl('Badamdar', 'Бадамдар', 'Badamdar', 500)] },
      { t: ['Sabunçu', 'Сабунчу', 'Sabunchu'], places: [pl('Bakıxanov', 'Бакиханов', 'Bakikhanov', 500), pl('Ramana', 'Раманы', 'Ramana', 700, false), pl('Maştağa', 'Маштага', 'Mashtaga', 900, false)] },
      { t: ['Suraxanı', 'Сураханы', 'Surakhani'], places: [pl('Qaraçuxur', 'Гарачухур', 'Garachukhur', 500), pl('Hövsan', 'Говсан', 'Hovsan', 700, false), pl('Yeni Günəşli', 'Новые Гюнешли', 'Yeni Gunashli', 500)] },
      { t: ['Nizami', 'Низами', 'Nizami'], places: [pl('Neftçilər m.', 'м. Нефтчиляр', 'Neftchilar metro', 300), pl('Qara Qarayev m.', 'м. Кара Караев', 'Gara Garayev metro', 300), pl('8-ci kilometr', '8-й километр', '8th kilometre', 300)] },
      { t: ['Xəzər', 'Хазар', 'Khazar'], places: [pl('Mərdəkan', 'Мардакяны', 'Mardakan', 900, false), pl('Buzovna', 'Бузовна', 'Buzovna', 900, false), pl('Şüvəlan', 'Шувелян', 'Shuvalan', 900, false)] },
      { t: ['Qaradağ', 'Гарадаг', 'Garadagh'], places: [pl('Lökbatan', 'Локбатан', 'Lokbatan', 900, false), pl('Sahil', 'Сахиль', 'Sahil', 1200, false)] },
    ],
  },
  { slug: 'sumqayit', t: ['Sumqayıt', 'Сумгаит', 'Sumgait'], delivery: true, districts: [{ t: ['Sumqayıt şəhəri', 'город Сумгаит', 'Sumgait city'], places: [pl('Mərkəz', 'Центр', 'Centre', 700), pl('Corat', 'Джорат', 'Jorat', 900, false)] }] },
  { slug: 'xirdalan', t: ['Xırdalan', 'Хырдалан', 'Khirdalan'], delivery: true, districts: [{ t: ['Abşeron rayonu', 'Апшеронский район', 'Absheron district'], places: [pl('Xırdalan', 'Хырдалан', 'Khirdalan', 500), pl('Masazır', 'Масазыр', 'Masazir', 700, false), pl('Saray', 'Сарай', 'Saray', 900, false)] }] },
  { slug: 'ganja', t: ['Gəncə', 'Гянджа', 'Ganja'], delivery: true, districts: [{ t: ['Kəpəz', 'Кяпаз', 'Kapaz'], places: [pl('Mərkəz', 'Центр', 'Centre', 500)] }, { t: ['Nizami (Gəncə)', 'Низами (Гянджа)', 'Nizami (Ganja)'], places: [pl('Yeni Gəncə', 'Новая Гянджа', 'New Ganja', 500)] }] },
  { slug: 'mingachevir', t: ['Mingəçevir', 'Мингечаур', 'Mingachevir'], delivery: true, districts: [{ t: ['Mingəçevir şəhəri', 'город Мингечаур', 'Mingachevir city'], places: [pl('Mərkəz', 'Центр', 'Centre', 500)] }] },
  { slug: 'shirvan', t: ['Şirvan', 'Ширван', 'Shirvan'], delivery: true, districts: [{ t: ['Şirvan şəhəri', 'город Ширван', 'Shirvan city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1000, false)] }] },
  { slug: 'lankaran', t: ['Lənkəran', 'Ленкорань', 'Lankaran'], delivery: true, districts: [{ t: ['Lənkəran şəhəri', 'город Ленкорань', 'Lankaran city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1200, false)] }] },
  { slug: 'shaki', t: ['Şəki', 'Шеки', 'Shaki'], delivery: true, districts: [{ t: ['Şəki şəhəri', 'город Шеки', 'Shaki city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1200, false)] }] },
  { slug: 'quba', t: ['Quba', 'Губа', 'Guba'], delivery: true, districts: [{ t: ['Quba şəhəri', 'город Губа', 'Guba city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1000, false)] }] },
  { slug: 'gabala', t: ['Qəbələ', 'Габала', 'Gabala'], delivery: false, districts: [{ t: ['Qəbələ şəhəri', 'город Габала', 'Gabala city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1200, false)] }] },
  { slug: 'shamakhi', t: ['Şamaxı', 'Шемаха', 'Shamakhi'], delivery: false, districts: [{ t: ['Şamaxı şəhəri', 'город Шемаха', 'Shamakhi city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1000, false)] }] },
  { slug: 'nakhchivan', t: ['Naxçıvan', 'Нахчыван', 'Nakhchivan'], delivery: false, districts: [{ t: ['Naxçıvan şəhəri', 'город Нахчыван', 'Nakhchivan city'], places: [pl('Mərkəz', 'Центр', 'Centre', 1500, false)] }] },
];

interface BranchDef {
  city: string;
  t: T3;
  address: T3;
  mobiles: string[];
  lat: number;
  lng: number;
}

export const BRANCHES: BranchDef[] = [
  { city: 'baku', t: ['28 Mall', '28 Mall', '28 Mall'], address: ['Bakı, Azadlıq pr. 15a, 28 Mall, 2-ci mərtəbə', 'Баку, пр. Азадлыг 15a, 28 Mall, 2-й этаж', 'Baku, 15a Azadlig Ave, 28 Mall, 2nd floor'], mobiles: ['994125550101', '994505550101'], lat: 40.3795, lng: 49.8468 },
  { city: 'baku', t: ['Gənclik Mall', 'Гянджлик Молл', 'Ganjlik Mall'], address: ['Bakı, Fətəli xan Xoyski küç. 14, Gənclik Mall', 'Баку, ул. Фатали хана Хойского 14, Гянджлик Молл', 'Baku, 14 Fatali Khan Khoyski St, Ganjlik Mall'], mobiles: ['994125550102', '994505550102'], lat: 40.4003, lng: 49.8528 },
  { city: 'baku', t: ['Nizami küçəsi', 'Улица Низами', 'Nizami Street'], address: ['Bakı, Nizami küç. 68', 'Баку, ул. Низами 68', 'Baku, 68 Nizami St'], mobiles: ['994125550103'], lat: 40.3725, lng: 49.8452 },
  { city: 'baku', t: ['Nərimanov', 'Нариманов', 'Narimanov'], address: ['Bakı, Təbriz küç. 44, Nərimanov m. yaxınlığında', 'Баку, ул. Тебриз 44, возле м. Нариманов', 'Baku, 44 Tabriz St, near Narimanov metro'], mobiles: ['994125550104', '994705550104'], lat: 40.4027, lng: 49.8712 },
  { city: 'baku', t: ['Əhmədli', 'Ахмедлы', 'Ahmadli'], address: ['Bakı, Xətai r-nu, Məhəmməd Hadi küç. 23', 'Баку, Хатаинский р-н, ул. Магомед Гади 23', 'Baku, Khatai district, 23 Mahammad Hadi St'], mobiles: ['994125550105'], lat: 40.3851, lng: 49.9536 },
  { city: 'baku', t: ['Yasamal', 'Ясамал', 'Yasamal'], address: ['Bakı, Şərifzadə küç. 180', 'Баку, ул. Шарифзаде 180', 'Baku, 180 Sharifzade St'], mobiles: ['994125550106', '994555550106'], lat: 40.3847, lng: 49.8139 },
  { city: 'baku', t: ['Bakıxanov', 'Бакиханов', 'Bakikhanov'], address: ['Bakı, Sabunçu r-nu, Bakıxanov qəs., S. Qocayev küç. 9', 'Баку, Сабунчинский р-н, пос. Бакиханов, ул. С. Коджаева 9', 'Baku, Sabunchu district, Bakikhanov, 9 S. Gojayev St'], mobiles: ['994125550107'], lat: 40.4217, lng: 49.9612 },
  { city: 'baku', t: ['Deniz Mall', 'Дениз Молл', 'Deniz Mall'], address: ['Bakı, Neftçilər pr. 48, Deniz Mall, 1-ci mərtəbə', 'Баку, пр. Нефтчиляр 48, Дениз Молл, 1-й этаж', 'Baku, 48 Neftchilar Ave, Deniz Mall, 1st floor'], mobiles: ['994125550108', '994505550108'], lat: 40.3618, lng: 49.8357 },
  { city: 'sumqayit', t: ['Sumqayıt', 'Сумгаит', 'Sumgait'], address: ['Sumqayıt, Sülh küç. 12', 'Сумгаит, ул. Сульх 12', 'Sumgait, 12 Sulh St'], mobiles: ['994185550201'], lat: 40.5897, lng: 49.6686 },
  { city: 'xirdalan', t: ['Xırdalan', 'Хырдалан', 'Khirdalan'], address: ['Xırdalan, H. Əliyev pr. 29', 'Хырдалан, пр. Г. Алиева 29', 'Khirdalan, 29 H. Aliyev Ave'], mobiles: ['994125550202'], lat: 40.4482, lng: 49.7556 },
  { city: 'ganja', t: ['Gəncə', 'Гянджа', 'Ganja'], address: ['Gəncə, Atatürk pr. 211', 'Гянджа, пр. Ататюрка 211', 'Ganja, 211 Ataturk Ave'], mobiles: ['994225550203', '994505550203'], lat: 40.6828, lng: 46.3606 },
  { city: 'mingachevir', t: ['Mingəçevir', 'Мингечаур', 'Mingachevir'], address: ['Mingəçevir, H. Əliyev pr. 64', 'Мингечаур, пр. Г. Алиева 64', 'Mingachevir, 64 H. Aliyev Ave'], mobiles: ['994245550204'], lat: 40.7640, lng: 47.0595 },
  { city: 'lankaran', t: ['Lənkəran', 'Ленкорань', 'Lankaran'], address: ['Lənkəran, Həzi Aslanov küç. 70', 'Ленкорань, ул. Гази Асланова 70', 'Lankaran, 70 Hazi Aslanov St'], mobiles: ['994255550205'], lat: 38.7543, lng: 48.8506 },
  { city: 'shaki', t: ['Şəki', 'Шеки', 'Shaki'], address: ['Şəki, M.F. Axundzadə pr. 102', 'Шеки, пр. М.Ф. Ахундзаде 102', 'Shaki, 102 M.F. Akhundzade Ave'], mobiles: ['994245550206'], lat: 41.1919, lng: 47.1706 },
  { city: 'quba', t: ['Quba', 'Губа', 'Guba'], address: ['Quba, Heydər Əliyev pr. 145', 'Губа, пр. Гейдара Алиева 145', 'Guba, 145 Heydar Aliyev Ave'], mobiles: ['994235550207'], lat: 41.3611, lng: 48.5134 },
  { city: 'shirvan', t: ['Şirvan', 'Ширван', 'Shirvan'], address: ['Şirvan, 20 Yanvar küç. 7', 'Ширван, ул. 20 Января 7', 'Shirvan, 7 20 January St'], mobiles: ['994215550208'], lat: 39.9319, lng: 48.9206 },
];

export const BADGES: { t: T3; icon: BadgeIcon; color: string }[] = [
  { t: ['Yeni', 'Новинка', 'New'], icon: 'star', color: '2563eb' },
  { t: ['Hit', 'Хит', 'Hit'], icon: 'fire', color: 'ef4444' },
  { t: ['-20%', '-20%', '-20%'], icon: 'percent', color: 'f97316' },
  { t: ['Rəsmi zəmanət', 'Официальная гарантия', 'Official warranty'], icon: 'shield', color: '059669' },
  { t: ['Pulsuz çatdırılma', 'Бесплатная доставка', 'Free delivery'], icon: 'truck', color: '0891b2' },
  { t: ['Hədiyyə ilə', 'С подарком', 'With a gift'], icon: 'gift', color: 'db2777' },
  { t: ['Sürətli şarj', 'Быстрая зарядка', 'Fast charging'], icon: 'bolt', color: 'eab308' },
  { t: ['Premium', 'Премиум', 'Premium'], icon: 'crown', color: '7c3aed' },
];

interface CampaignDef {
  t: T3;
  slug: T3;
  kind: ProductKind;
  color: string;
  bg: string;
  intro: T3;
  points: [T3, T3, T3];
  /** which sub-category kinds join the campaign */
  kinds: ProductKind[];
  days: number;
}

export const CAMPAIGNS: CampaignDef[] = [
  {
    t: ['Smartfonlarda böyük endirim', 'Большая распродажа смартфонов', 'Big smartphone sale'],
    slug: ['smartfonlarda-boyuk-endirim', 'bolshaya-rasprodazha-smartfonov', 'big-smartphone-sale'],
    kind: 'phone',
    color: '1e3a8a',
    bg: 'dbeafe',
    intro: ['Seçilmiş smartfon modellərinə 25%-dək endirim və 12 ayadək faizsiz hissə-hissə ödəniş.', 'Скидки до 25% на избранные модели смартфонов и рассрочка без процентов до 12 месяцев.', 'Up to 25% off selected smartphones and interest-free installments for up to 12 months.'],
    points: [
      ['Endirim bütün filiallarda və onlayn mağazada keçərlidir', 'Скидка действует во всех филиалах и в интернет-магазине', 'The discount applies in all branches and online'],
      ['Köhnə telefonunuzu gətirin — əlavə endirim qazanın', 'Сдайте старый телефон — получите дополнительную скидку', 'Trade in your old phone for an extra discount'],
      ['Qoruyucu şüşə hədiyyə', 'Защитное стекло в подарок', 'A free screen protector'],
    ],
    kinds: ['phone'],
    days: 14,
  },
  {
    t: ['Məktəbə hazırlıq: noutbuklar', 'Снова в школу: ноутбуки', 'Back to school: laptops'],
    slug: ['mektebe-hazirliq', 'snova-v-shkolu', 'back-to-school'],
    kind: 'laptop',
    color: '374151',
    bg: 'e0e7ff',
    intro: ['Tələbələr və məktəblilər üçün noutbuk və planşetlər sərfəli qiymətlərlə.', 'Ноутбуки и планшеты для студентов и школьников по выгодным ценам.', 'Laptops and tablets for students at great prices.'],
    points: [
      ['Noutbuk alana çanta hədiyyə', 'Сумка в подарок при покупке ноутбука', 'A free bag with every laptop'],
      ['Microsoft 365 abunəliyinə 30% endirim', 'Скидка 30% на подписку Microsoft 365', '30% off a Microsoft 365 subscription'],
      ['Pulsuz quraşdırma və proqram təminatı', 'Бесплатная настройка и установка ПО', 'Free set-up and software installation'],
    ],
    kinds: ['laptop', 'tablet'],
    days: 20,
  },
  {
    t: ['Mətbəx texnikası həftəsi', 'Неделя кухонной техники', 'Kitchen appliance week'],
    slug: ['metbex-texnikasi-heftesi', 'nedelya-kukhonnoy-tekhniki', 'kitchen-appliance-week'],
    kind: 'coffee',
    color: 'b91c1c',
    bg: 'fef3c7',
    intro: ['Çaydanlar, qəhvə maşınları və blenderlərə xüsusi qiymətlər.', 'Специальные цены на чайники, кофемашины и блендеры.', 'Special prices on kettles, coffee machines and blenders.'],
    points: [
      ['İkinci məhsula 50% endirim', 'Скидка 50% на второй товар', '50% off the second item'],
      ['Bakı daxilində pulsuz çatdırılma', 'Бесплатная доставка по Баку', 'Free delivery in Baku'],
      ['12 ay faizsiz hissə-hissə ödəniş', 'Рассрочка без процентов на 12 месяцев', '12 months interest-free installments'],
    ],
    kinds: ['kettle', 'coffee', 'blender', 'microwave'],
    days: 7,
  },
  {
    t: ['Oyun dünyası', 'Мир игр', 'Gaming world'],
    slug: ['oyun-dunyasi', 'mir-igr', 'gaming-world'],
    kind: 'console',
    color: 'f9fafb',
    bg: '312e81',
    intro: ['Konsollar, geympadlar və oyun qulaqlıqları endirimlə.', 'Приставки, геймпады и игровые гарнитуры со скидкой.', 'Consoles, gamepads and gaming headsets on sale.'],
    points: [
      ['Konsol alana ikinci geympad 30% endirimlə', 'Второй геймпад со скидкой 30% при покупке приставки', 'A second gamepad 30% off with a console'],
      ['Oyun abunəliyi 3 ay hədiyyə', '3 месяца игровой подписки в подарок', '3 months of a game subscription free'],
      ['Rəsmi zəmanət', 'Официальная гарантия', 'Official warranty'],
    ],
    kinds: ['console', 'gamepad'],
    days: 10,
  },
  {
    t: ['Sərin yay: kondisionerlər', 'Прохладное лето: кондиционеры', 'Cool summer: air conditioners'],
    slug: ['serin-yay', 'prokhladnoe-leto', 'cool-summer'],
    kind: 'ac',
    color: 'f5f5f4',
    bg: '0ea5e9',
    intro: ['Kondisionerlərin pulsuz quraşdırılması və 3 il zəmanət.', 'Бесплатная установка кондиционеров и гарантия 3 года.', 'Free air conditioner installation and a 3-year warranty.'],
    points: [
      ['Pulsuz quraşdırma', 'Бесплатная установка', 'Free installation'],
      ['3 il zəmanət', 'Гарантия 3 года', '3-year warranty'],
      ['{{installments.maxMonths}} ayadək hissə-hissə ödəniş', 'Рассрочка до {{installments.maxMonths}} месяцев', 'Installments up to {{installments.maxMonths}} months'],
    ],
    kinds: ['ac'],
    days: 18,
  },
];

export const FAQ_SITE: { q: T3; a: T3 }[] = [
  { q: ['Sifarişi necə verə bilərəm?', 'Как оформить заказ?', 'How do I place an order?'], a: ['Məhsulu səbətə əlavə edin, "Sifarişi rəsmiləşdir" düyməsini basın və əlaqə məlumatlarınızı daxil edin. Operatorumuz sizinlə əlaqə saxlayacaq.', 'Добавьте товар в корзину, нажмите «Оформить заказ» и укажите контактные данные. Наш оператор свяжется с вами.', 'Add the product to your cart, press "Checkout" and enter your contact details. Our operator will call you back.'] },
  { q: ['Çatdırılma nə qədər vaxt aparır?', 'Сколько времени занимает доставка?', 'How long does delivery take?'], a: ['Bakı daxilində çatdırılma 1 iş günü, regionlara isə 2–4 iş günü ərzində həyata keçirilir.', 'Доставка по Баку — 1 рабочий день, в регионы — 2–4 рабочих дня.', 'Delivery in Baku takes 1 working day, to the regions 2–4 working days.'] },
  { q: ['Çatdırılma pulsuzdur?', 'Доставка бесплатная?', 'Is delivery free?'], a: ['50 ₼ və yuxarı sifarişlərdə Bakı, Gəncə və Mingəçevirdə çatdırılma ünvandan asılıdır, 50 ₼-dan aşağı sifarişlərdə isə 5 ₼ təşkil edir.', 'Для заказов от 50 ₼ в Баку, Гяндже и Мингечауре стоимость зависит от адреса, для заказов до 50 ₼ — 5 ₼.', 'For orders of 50 ₼ and over in Baku, Ganja and Mingachevir the price depends on the address; under 50 ₼ it is 5 ₼.'] },
  { q: ['Hissə-hissə ödəniş mümkündür?', 'Можно ли купить в рассрочку?', 'Can I pay in installments?'], a: ['Bəli, BirKart və TamKart kartları ilə {{installments.minMonths}}–{{installments.maxMonths}} ay faizsiz hissə-hissə ödəniş mümkündür.', 'Да, рассрочка без процентов на {{installments.minMonths}}–{{installments.maxMonths}} месяцев доступна по картам BirKart и TamKart.', 'Yes, interest-free installments for {{installments.minMonths}}–{{installments.maxMonths}} months are available with BirKart and TamKart cards.'] },
  { q: ['Məhsulu necə qaytara bilərəm?', 'Как вернуть товар?', 'How can I return a product?'], a: ['Qanunvericiliyə uyğun olaraq məhsulu 14 gün ərzində, qablaşdırması və çeki ilə birlikdə istənilən filiala qaytara bilərsiniz.', 'Согласно законодательству товар можно вернуть в течение 14 дней в любой филиал вместе с упаковкой и чеком.', 'As the law provides, you can return a product within 14 days to any branch with its packaging and receipt.'] },
  { q: ['Zəmanət necə işləyir?', 'Как работает гарантия?', 'How does the warranty work?'], a: ['Bütün məhsullara rəsmi zəmanət verilir. Zəmanət müddəti məhsulun səhifəsində göstərilir.', 'На все товары предоставляется официальная гарантия. Срок указан на странице товара.', 'All products come with an official warranty; its term is shown on the product page.'] },
  { q: ['Mağazadan özüm götürə bilərəm?', 'Можно ли забрать заказ самому?', 'Can I pick up the order myself?'], a: ['Bəli, sifariş zamanı "Mağazadan götür" seçin və sizə uyğun filialı göstərin.', 'Да, при оформлении выберите «Самовывоз» и укажите удобный филиал.', 'Yes, choose "Pickup" at checkout and select a convenient branch.'] },
  { q: ['Kartla onlayn ödəniş təhlükəsizdir?', 'Безопасна ли оплата картой онлайн?', 'Is online card payment safe?'], a: ['Ödənişlər bankın 3D Secure səhifəsində aparılır, kart məlumatları bizdə saxlanılmır.', 'Оплата проходит на странице 3D Secure банка, данные карты у нас не хранятся.', 'Payments go through the bank\'s 3D Secure page; we never store card details.'] },
  { q: ['Korporativ müştərilər üçün xüsusi şərtlər var?', 'Есть ли условия для корпоративных клиентов?', 'Do you have terms for corporate customers?'], a: ['Bəli, korporativ satış şöbəmiz köçürmə ilə ödəniş və xüsusi qiymətlər təklif edir.', 'Да, отдел корпоративных продаж предлагает оплату переводом и специальные цены.', 'Yes, our corporate sales team offers bank transfer payment and special prices.'] },
  { q: ['Sifarişin statusunu necə öyrənə bilərəm?', 'Как узнать статус заказа?', 'How can I check my order status?'], a: ['Hesabınıza daxil olun və "Sifarişlərim" bölməsinə baxın və ya sifariş nömrəsi ilə bizə zəng edin.', 'Войдите в личный кабинет и откройте раздел «Мои заказы» или позвоните нам, назвав номер заказа.', 'Sign in and open "My orders", or call us with the order number.'] },
  { q: ['Sifarişi ləğv etmək olar?', 'Можно ли отменить заказ?', 'Can I cancel an order?'], a: ['Bəli, çatdırılmadan əvvəl zəng edərək sifarişi pulsuz ləğv edə bilərsiniz. Kartla ödənilmiş məbləğ 3–10 iş günü ərzində qaytarılır.', 'Да, до доставки заказ можно бесплатно отменить по телефону. Оплата картой вернётся в течение 3–10 рабочих дней.', 'Yes, call us before delivery and we cancel it free of charge. A card payment is refunded within 3–10 working days.'] },
  { q: ['Məhsulu quraşdırırsınız?', 'Вы устанавливаете технику?', 'Do you install appliances?'], a: ['Kondisioner, paltaryuyan və qabyuyan maşınların quraşdırılmasını təşkil edirik. Kampaniya dövründə kondisionerlərin quraşdırılması pulsuzdur.', 'Мы организуем установку кондиционеров, стиральных и посудомоечных машин. Во время акции установка кондиционеров бесплатна.', 'We arrange installation of air conditioners, washing machines and dishwashers. During the campaign air conditioners are installed free.'] },
  { q: ['Hədiyyə kartı almaq olar?', 'Можно ли купить подарочную карту?', 'Can I buy a gift card?'], a: ['Bəli, 50, 100 və 200 ₼-lik hədiyyə kartları bütün filiallarda satılır və bir il qüvvədədir.', 'Да, подарочные карты на 50, 100 и 200 ₼ продаются во всех филиалах и действуют год.', 'Yes, gift cards of 50, 100 and 200 ₼ are sold in every branch and are valid for a year.'] },
  { q: ['Promo kodu harada daxil etməliyəm?', 'Куда вводить промокод?', 'Where do I enter a promo code?'], a: ['Promo kodu səbətdə və ya sifariş səhifəsində "Promo kod" sahəsinə daxil edin — endirim dərhal hesablanır.', 'Введите промокод в поле «Промокод» в корзине или при оформлении — скидка пересчитается сразу.', 'Type it into the "Promo code" field in the cart or at checkout: the discount is applied at once.'] },
  { q: ['Köhnə texnikanı dəyişdirə bilərəm?', 'Можно ли сдать старую технику?', 'Can I trade in my old device?'], a: ['Bəli, trade-in proqramı ilə köhnə smartfonunuzu filiala gətirin — onun dəyəri yeni alışın qiymətindən çıxılır.', 'Да, по программе trade-in принесите старый смартфон в филиал — его стоимость зачтут в цену новой покупки.', 'Yes: bring your old smartphone to a branch under our trade-in programme and its value comes off the new purchase.'] },
  { q: ['Regionlara çatdırılma var?', 'Есть ли доставка в регионы?', 'Do you deliver to the regions?'], a: ['Bəli, Gəncə, Sumqayıt, Mingəçevir, Lənkəran, Şəki və bir çox başqa şəhərə çatdırırıq. Qiymətlər "Çatdırılma" səhifəsində göstərilib.', 'Да, доставляем в Гянджу, Сумгаит, Мингечаур, Ленкорань, Шеки и многие другие города. Цены — на странице «Доставка».', 'Yes, we deliver to Ganja, Sumgait, Mingachevir, Lankaran, Shaki and many other towns. Prices are on the Delivery page.'] },
  { q: ['Faktura ilə ödəniş mümkündür?', 'Можно ли оплатить по счёту?', 'Can a company pay by invoice?'], a: ['Hüquqi şəxslər üçün ƏDV ilə köçürmə yolu ilə ödəniş mümkündür. Korporativ satış şöbəmizlə əlaqə saxlayın.', 'Для юридических лиц доступна оплата переводом с НДС. Свяжитесь с отделом корпоративных продаж.', 'Companies can pay by bank transfer with VAT. Please contact our corporate sales team.'] },
  { q: ['Məhsul qüsurlu çıxarsa nə etməliyəm?', 'Что делать, если товар оказался бракованным?', 'What if the product turns out to be faulty?'], a: ['Məhsulu çek və zəmanət talonu ilə istənilən filiala gətirin. Diaqnostikadan sonra məhsul təmir edilir və ya dəyişdirilir.', 'Принесите товар с чеком и гарантийным талоном в любой филиал. После диагностики его отремонтируют или заменят.', 'Bring it with the receipt and warranty card to any branch. After diagnosis it is repaired or replaced.'] },
  { q: ['Şəxsi məlumatlarım təhlükəsizdir?', 'Мои личные данные в безопасности?', 'Is my personal data safe?'], a: ['Bəli, məlumatlarınızı yalnız sifarişi icra etmək üçün istifadə edirik və üçüncü şəxslərə satmırıq. Ətraflı — "Məxfilik siyasəti" səhifəsində.', 'Да, мы используем данные только для выполнения заказа и не продаём их третьим лицам. Подробнее — в «Политике конфиденциальности».', 'Yes: we use your data only to fulfil orders and never sell it. See the Privacy policy for details.'] },
  { q: ['Mağazalarınız neçədə işləyir?', 'Когда работают ваши магазины?', 'What are your opening hours?'], a: ['Filiallarımız hər gün 10:00-dan 21:00-dək, ticarət mərkəzlərindəki filiallar isə 22:00-dək işləyir.', 'Наши филиалы работают ежедневно с 10:00 до 21:00, филиалы в торговых центрах — до 22:00.', 'Our branches open daily from 10:00 to 21:00; those in shopping centres until 22:00.'] },
];

export const FAQ_PRODUCT: { q: T3; a: T3 }[] = [
  { q: ['Məhsul rəsmi zəmanətlidir?', 'Товар с официальной гарантией?', 'Does it have an official warranty?'], a: ['Bəli, məhsul istehsalçının rəsmi zəmanəti ilə satılır.', 'Да, товар продаётся с официальной гарантией производителя.', 'Yes, it is sold with the manufacturer\'s official warranty.'] },
  { q: ['Qutuya nə daxildir?', 'Что входит в комплект?', 'What is in the box?'], a: ['Cihaz, istifadə təlimatı, zəmanət talonu və istehsalçının standart aksesuarları.', 'Устройство, инструкция, гарантийный талон и стандартные аксессуары производителя.', 'The device, a manual, a warranty card and the manufacturer\'s standard accessories.'] },
  { q: ['Hissə-hissə almaq olar?', 'Можно купить в рассрочку?', 'Can I buy it in installments?'], a: ['Bəli, BirKart və TamKart ilə faizsiz hissə-hissə ödəniş mümkündür.', 'Да, доступна рассрочка без процентов по картам BirKart и TamKart.', 'Yes, interest-free installments are available with BirKart and TamKart.'] },
  { q: ['Məhsul Azərbaycan bazarı üçündür?', 'Товар для рынка Азербайджана?', 'Is it the Azerbaijan market version?'], a: ['Bəli, məhsul rəsmi distribyutordan gəlir və yerli şəbəkələrlə tam uyğundur.', 'Да, товар от официального дистрибьютора и полностью совместим с местными сетями.', 'Yes, it comes from the official distributor and fully supports local networks.'] },
  { q: ['Çatdırılma nə vaxt olacaq?', 'Когда будет доставка?', 'When will it be delivered?'], a: ['Bakıda sifariş günü və ya növbəti gün, regionlarda 2–4 gün ərzində.', 'По Баку — в день заказа или на следующий день, в регионы — за 2–4 дня.', 'In Baku on the day of the order or the next day; in the regions within 2–4 days.'] },
];

export const REVIEW_NAMES = [
  'Elvin Məmmədov', 'Aysel Quliyeva', 'Rəşad Həsənov', 'Nigar Əliyeva', 'Tural İsmayılov', 'Günay Hüseynova', 'Kamran Abbasov', 'Leyla Cəfərova',
  'Orxan Babayev', 'Səbinə Rzayeva', 'Fərid Nəsirov', 'Ülviyyə Kərimova', 'Анна Смирнова', 'Дмитрий Иванов', 'Ольга Петрова', 'Сергей Кузнецов',
  'Мария Алиева', 'Руслан Гасанов', 'John Smith', 'Emily Clark', 'Murad Vəliyev', 'Lalə Mustafayeva', 'Anar Səfərov', 'Könül Bağırova',
];

export const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Əla məhsuldur, hər şey təsvirdəki kimidir. Çatdırılma da çox sürətli oldu.',
    'Keyfiyyətindən çox razıyam, hamıya tövsiyə edirəm!',
    'Qiymətinə görə ən yaxşı seçimdir. Satıcılar da çox nəzakətli idi.',
    'Отличный товар, всё соответствует описанию. Доставили на следующий день.',
    'Очень доволен покупкой, качество на высоте. Рекомендую!',
    'Great product, exactly as described. Fast delivery and friendly staff.',
    'Bir aydır istifadə edirəm, heç bir problem yoxdur. Batareya çox yaxşı saxlayır.',
  ],
  4: [
    'Yaxşı məhsuldur, amma qutuda adapter yox idi.',
    'Ümumilikdə razıyam, sadəcə çatdırılma bir gün gecikdi.',
    'Хороший товар за свои деньги, но инструкция только на английском.',
    'Всё работает, качество хорошее. Минус звезда за упаковку.',
    'Good value for money, though the charger is a bit slow.',
  ],
  3: [
    'Normaldır, gözlədiyim qədər yaxşı deyil.',
    'Нормально, но ожидал большего за такую цену.',
    'It is okay. Does the job but nothing special.',
  ],
  2: ['Bir neçə gündən sonra problem yarandı, servisə verdim.', 'Качество сборки могло быть лучше.', 'Battery life is shorter than advertised.'],
  1: ['Məhsul gözləntilərimi doğrultmadı.', 'Не понравилось, вернул товар.'],
};

export const BANNERS: { kind: 'main' | 'double'; t: T3; product: ProductKind; color: string; bg: string; link: string }[] = [
  { kind: 'main', t: ['iPhone 16 — indi satışda', 'iPhone 16 — уже в продаже', 'iPhone 16 — now on sale'], product: 'phone', color: '1f2937', bg: '1e3a8a', link: '/search?search=iphone%2016' },
  { kind: 'main', t: ['Televizorlara 30%-dək endirim', 'Скидки до 30% на телевизоры', 'Up to 30% off TVs'], product: 'tv', color: '111827', bg: '0f766e', link: '/sale' },
  { kind: 'main', t: ['Noutbuklar 12 ay hissə-hissə', 'Ноутбуки в рассрочку на 12 месяцев', 'Laptops on 12-month installments'], product: 'laptop', color: 'c0c4cc', bg: '4338ca', link: '/newin' },
  { kind: 'main', t: ['Mətbəx texnikası həftəsi', 'Неделя кухонной техники', 'Kitchen appliance week'], product: 'coffee', color: 'b91c1c', bg: 'b45309', link: '/sale' },
  { kind: 'main', t: ['Yeni smart saatlar', 'Новые смарт-часы', 'New smart watches'], product: 'smartwatch', color: 'f97316', bg: '7c2d12', link: '/newin' },
  { kind: 'double', t: ['Simsiz qulaqlıqlar', 'Беспроводные наушники', 'Wireless earbuds'], product: 'earbuds', color: 'f3f4f6', bg: 'db2777', link: '/bestsellers' },
  { kind: 'double', t: ['Oyun konsolları', 'Игровые приставки', 'Game consoles'], product: 'console', color: 'f3f4f6', bg: '312e81', link: '/sale' },
  { kind: 'double', t: ['Tozsoranlar', 'Пылесосы', 'Vacuum cleaners'], product: 'vacuum', color: '7c3aed', bg: '0e7490', link: '/sale' },
  { kind: 'double', t: ['Pauerbanklar', 'Внешние аккумуляторы', 'Power banks'], product: 'powerbank', color: '2563eb', bg: 'ea580c', link: '/newin' },
];

export const VIDEOS: { t: T3; d: T3; id: string; start: number }[] = [
  { t: ['Galaxy S24 Ultra icmalı', 'Обзор Galaxy S24 Ultra', 'Galaxy S24 Ultra review'], d: ['Kamera, ekran və süni intellekt funksiyaları', 'Камера, экран и функции ИИ', 'Camera, display and AI features'], id: 'Xn8OaZ2vtAk', start: 0 },
  { t: ['Dyson V15 Detect: necə işləyir', 'Dyson V15 Detect: как это работает', 'Dyson V15 Detect: how it works'], d: ['Lazerli toz aşkarlanması', 'Лазерное обнаружение пыли', 'Laser dust detection'], id: 'q2vDz1YfR6M', start: 12 },
  { t: ['PlayStation 5 Pro ilk baxış', 'Первый взгляд на PlayStation 5 Pro', 'PlayStation 5 Pro first look'], d: ['Yeni konsolun imkanları', 'Возможности новой консоли', 'What the new console can do'], id: 'Ka5PpUpGk7c', start: 0 },
  { t: ['Kondisioner necə seçilir', 'Как выбрать кондиционер', 'How to choose an air conditioner'], d: ['Otaq sahəsi, BTU və inverter', 'Площадь комнаты, BTU и инвертор', 'Room area, BTU and inverter'], id: 'bT3y0Ml8WdI', start: 5 },
  { t: ['MacBook Air M3 icmalı', 'Обзор MacBook Air M3', 'MacBook Air M3 review'], d: ['Tələbələr üçün ən yaxşı noutbuk?', 'Лучший ноутбук для студентов?', 'The best laptop for students?'], id: 'uE4f1Qz7n0s', start: 0 },
];

export const HOME_SEO = {
  az: { title: 'Volt — elektronika və məişət texnikası onlayn mağazası', desc: 'Smartfonlar, noutbuklar, televizorlar və məişət texnikası sərfəli qiymətlərlə, faizsiz hissə-hissə ödəniş və Bakıda sürətli çatdırılma.', keywords: 'smartfon, noutbuk, televizor, məişət texnikası, hissə-hissə, Bakı' },
  ru: { title: 'Volt — интернет-магазин электроники и бытовой техники', desc: 'Смартфоны, ноутбуки, телевизоры и бытовая техника по выгодным ценам, рассрочка без процентов и быстрая доставка по Баку.', keywords: 'смартфон, ноутбук, телевизор, бытовая техника, рассрочка, Баку' },
  en: { title: 'Volt — electronics and home appliances online store', desc: 'Smartphones, laptops, TVs and home appliances at great prices, interest-free installments and fast delivery in Baku.', keywords: 'smartphone, laptop, TV, home appliances, installments, Baku' },
};
