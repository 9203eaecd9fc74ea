import { GENERIC_COLORS, type T3 } from './colors.ts';

/** Filter parameters: codes used by the category definitions; values keyed by their English text. */
export interface ValueDef {
  t: T3;
  color?: string;
  children?: ValueDef[];
}

interface ParamDef {
  code: string;
  t: T3;
  type?: 'checkbox' | 'color';
  filter?: boolean;
  searchable?: boolean;
  scrolled?: boolean;
  comparable?: boolean;
  values: ValueDef[];
}

const same = (s: string): ValueDef => ({ t: [s, s, s] });
/** "8 GB" / "8 ГБ" / "8 GB" */
const unit = (n: number | string, en: string, ru: string, az = en): ValueDef => ({ t: [`${n} ${az}`, `${n} ${ru}`, `${n} ${en}`] });
const gb = (n: number) => unit(n, 'GB', 'ГБ');
const tb = (n: number) => unit(n, 'TB', 'ТБ');
const inch = (n: number | string): ValueDef => same(`${n}"`);
const months = (n: number): ValueDef => ({ t: [`${n} ay`, `${n} мес.`, `${n} months`] });

export const PARAMETERS: ParamDef[] = [
  {
    code: 'color',
    t: ['Rəng', 'Цвет', 'Color'],
    type: 'color',
    filter: true,
    values: Object.values(GENERIC_COLORS).map((c) => ({ t: c.t, color: c.code })),
  },
  { code: 'ram', t: ['Operativ yaddaş', 'Оперативная память', 'RAM'], filter: true, values: [2, 3, 4, 6, 8, 12, 16, 32, 64].map(gb) },
  {
    code: 'storage',
    t: ['Daxili yaddaş', 'Встроенная память', 'Storage'],
    filter: true,
    values: [...[32, 64, 128, 256, 512].map(gb), tb(1), tb(2)],
  },
  {
    code: 'screen',
    t: ['Ekran diaqonalı', 'Диагональ экрана', 'Screen size'],
    filter: true,
    scrolled: true,
    values: [
      '0.9', '1.3', '1.4', '1.5', '1.6', '1.8', '1.9', '2', '2.4',
      '6.1', '6.2', '6.3', '6.4', '6.5', '6.6', '6.7', '6.8', '6.9', '7.6',
      '8.3', '10.9', '11', '11.5', '12.1', '12.4', '12.7', '13', '13.2',
      '13.3', '13.4', '13.5', '13.6', '14', '14.2', '15.3', '15.6', '16', '17',
      '24', '27', '32', '34',
    ].map(inch),
  },
  { code: 'os', t: ['Əməliyyat sistemi', 'Операционная система', 'Operating system'], filter: true, values: ['Android', 'iOS', 'iPadOS', 'HarmonyOS', 'Windows 11', 'macOS', 'watchOS', 'Wear OS', 'Linux'].map(same) },
  { code: 'camera', t: ['Əsas kamera', 'Основная камера', 'Main camera'], filter: true, values: [12, 13, 21, 24, 26, 33, 48, 50, 64, 108, 200].map((n) => unit(n, 'MP', 'Мп', 'MP')) },
  {
    code: 'cpu',
    t: ['Prosessor', 'Процессор', 'Processor'],
    filter: true,
    searchable: true,
    values: [
      { t: ['Intel', 'Intel', 'Intel'], children: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'Intel Core Ultra 7'].map(same) },
      { t: ['AMD', 'AMD', 'AMD'], children: ['AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9'].map(same) },
      { t: ['Apple', 'Apple', 'Apple'], children: ['Apple A14', 'Apple A17 Pro', 'Apple M2', 'Apple M3', 'Apple M4'].map(same) },
    ],
  },
  { code: 'ssd', t: ['SSD həcmi', 'Объём SSD', 'SSD capacity'], filter: true, values: [...[256, 512].map(gb), tb(1), tb(2)] },
  { code: 'gpu', t: ['Videokart', 'Видеокарта', 'Graphics card'], filter: true, searchable: true, scrolled: true, values: ['Intel Iris Xe', 'AMD Radeon', 'Apple GPU', 'NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4080'].map(same) },
  { code: 'diagonal', t: ['Diaqonal', 'Диагональ', 'Diagonal'], filter: true, values: ['32', '43', '50', '55', '65', '75', '85'].map((n) => ({ t: [`${n}" (${Math.round(Number(n) * 2.54)} sm)`, `${n}" (${Math.round(Number(n) * 2.54)} см)`, `${n}" (${Math.round(Number(n) * 2.54)} cm)`] })) },
  { code: 'resolution', t: ['Ekran icazəsi', 'Разрешение экрана', 'Resolution'], filter: true, values: ['HD', 'Full HD', '2K QHD', '4K UHD', '8K'].map(same) },
  { code: 'panel', t: ['Matris növü', 'Тип матрицы', 'Panel type'], filter: true, values: ['LED', 'IPS', 'VA', 'QLED', 'OLED', 'Mini LED', 'NanoCell'].map(same) },
  { code: 'smart_os', t: ['Smart TV platforması', 'Платформа Smart TV', 'Smart TV platform'], filter: true, values: ['Tizen', 'webOS', 'Google TV', 'Android TV', 'VIDAA'].map(same) },
  { code: 'refresh', t: ['Yenilənmə tezliyi', 'Частота обновления', 'Refresh rate'], filter: true, values: [60, 75, 120, 144, 165, 240].map((n) => unit(n, 'Hz', 'Гц', 'Hs')) },
  {
    code: 'connection',
    t: ['Bağlantı', 'Подключение', 'Connection'],
    filter: true,
    values: [
      { t: ['Simsiz (Bluetooth)', 'Беспроводное (Bluetooth)', 'Wireless (Bluetooth)'] },
      { t: ['Simli', 'Проводное', 'Wired'] },
      { t: ['Simsiz (2.4 GHz)', 'Беспроводное (2,4 ГГц)', 'Wireless (2.4 GHz)'] },
    ],
  },
  {
    code: 'anc',
    t: ['Səs-küyün azaldılması', 'Шумоподавление', 'Noise cancelling'],
    filter: true,
    values: [
      { t: ['Aktiv (ANC)', 'Активное (ANC)', 'Active (ANC)'] },
      { t: ['Passiv', 'Пассивное', 'Passive'] },
    ],
  },
  { code: 'battery_h', t: ['İşləmə müddəti', 'Время работы', 'Battery life'], filter: true, values: [1, 2, 3, 6, 8, 12, 20, 30, 40, 60].map((n) => unit(n, 'h', 'ч', 'saat')) },
  { code: 'power', t: ['Güc', 'Мощность', 'Power'], filter: true, values: [5, 7, 10, 18, 20, 25, 33, 35, 45, 65, 67, 100, 140, 200, 250, 300, 360, 450, 600, 700, 800, 1000, 1500, 1600, 1800, 2000, 2100, 2200, 2300, 2400, 2600].map((n) => unit(n, 'W', 'Вт', 'Vt')) },
  { code: 'volume_l', t: ['Həcm', 'Объём', 'Capacity'], filter: true, values: ['0.5', '1.0', '1.5', '1.7', '2.0', '20', '23', '25', '28', '32', '250', '300', '350', '400', '450', '550'].map((n) => unit(n, 'L', 'л', 'l')) },
  { code: 'energy', t: ['Enerji sinfi', 'Класс энергопотребления', 'Energy class'], filter: true, values: ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'].map(same) },
  { code: 'load_kg', t: ['Yükləmə həcmi', 'Загрузка', 'Load capacity'], filter: true, values: [6, 7, 8, 9, 10, 11, 12].map((n) => unit(n, 'kg', 'кг', 'kq')) },
  { code: 'place_settings', t: ['Qab dəstlərinin sayı', 'Количество комплектов посуды', 'Place settings'], filter: true, values: [9, 10, 12, 13, 14, 15].map((n) => same(String(n))) },
  { code: 'btu', t: ['Soyutma gücü', 'Мощность охлаждения', 'Cooling capacity'], filter: true, values: [9000, 12000, 18000, 24000].map((n) => same(`${n} BTU`)) },
  { code: 'area', t: ['Otaq sahəsi', 'Площадь помещения', 'Room area'], filter: true, values: [20, 25, 35, 50, 70].map((n) => ({ t: [`${n} m² qədər`, `до ${n} м²`, `up to ${n} m²`] })) },
  { code: 'inverter', t: ['İnverter', 'Инвертор', 'Inverter'], filter: true, values: [{ t: ['Bəli', 'Да', 'Yes'] }, { t: ['Xeyr', 'Нет', 'No'] }] },
  { code: 'sensor', t: ['Matris', 'Матрица', 'Sensor'], filter: true, values: ['Full-frame', 'APS-C', 'Micro Four Thirds', '1"', '1/1.3"', '1/1.9"'].map(same) },
  { code: 'video', t: ['Video çəkilişi', 'Видеосъёмка', 'Video recording'], filter: true, values: ['Full HD', '4K 30fps', '4K 60fps', '5.3K', '8K'].map(same) },
  { code: 'platform', t: ['Platforma', 'Платформа', 'Platform'], filter: true, values: ['PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch', 'PC', 'Universal'].map(same) },
  { code: 'display', t: ['Ekran növü', 'Тип экрана', 'Display type'], filter: true, values: ['AMOLED', 'OLED', 'LCD', 'LTPO OLED', 'E-Ink'].map(same) },
  { code: 'water', t: ['Su keçirməzlik', 'Водозащита', 'Water resistance'], filter: true, values: ['IP67', 'IP68', '5 ATM', '10 ATM', 'IPX4', 'IPX7'].map(same) },
  { code: 'battery_mah', t: ['Batareya tutumu', 'Ёмкость аккумулятора', 'Battery capacity'], filter: true, scrolled: true, values: [3000, 4000, 4500, 5000, 5500, 7000, 8000, 10000, 20000, 30000].map((n) => unit(n, 'mAh', 'мА·ч')) },
  { code: 'ports', t: ['Çıxış', 'Разъём', 'Connector'], filter: true, values: ['USB-C', 'Lightning', 'USB-A + USB-C', 'MagSafe'].map(same) },
  { code: 'wifi', t: ['Wi-Fi standartı', 'Стандарт Wi-Fi', 'Wi-Fi standard'], filter: true, values: ['Wi-Fi 5 (802.11ac)', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6E', 'Wi-Fi 7'].map(same) },
  { code: 'speed', t: ['Maksimal sürət', 'Максимальная скорость', 'Maximum speed'], filter: true, values: [1200, 1800, 3000, 5400, 11000].map((n) => unit(n, 'Mbps', 'Мбит/с', 'Mbit/s')) },
  { code: 'flight', t: ['Uçuş müddəti', 'Время полёта', 'Flight time'], filter: true, values: [18, 23, 31, 34, 43, 46].map((n) => unit(n, 'min', 'мин', 'dəq')) },
  {
    code: 'vacuum_type',
    t: ['Tozsoran növü', 'Тип пылесоса', 'Vacuum type'],
    filter: true,
    values: [
      { t: ['Şaquli simsiz', 'Вертикальный беспроводной', 'Cordless stick'] },
      { t: ['Robot-tozsoran', 'Робот-пылесос', 'Robot'] },
      { t: ['Torbalı', 'С мешком', 'Bagged'] },
      { t: ['Konteynerli', 'С контейнером', 'Bagless'] },
    ],
  },
  {
    code: 'coffee_type',
    t: ['Qəhvə maşını növü', 'Тип кофемашины', 'Coffee machine type'],
    filter: true,
    values: [
      { t: ['Avtomatik', 'Автоматическая', 'Automatic'] },
      { t: ['Kapsullu', 'Капсульная', 'Capsule'] },
      { t: ['Rojkovlu', 'Рожковая', 'Espresso (portafilter)'] },
    ],
  },
  {
    code: 'fridge_type',
    t: ['Soyuducu növü', 'Тип холодильника', 'Refrigerator type'],
    filter: true,
    values: [
      { t: ['Alt dondurucu', 'С нижней морозилкой', 'Bottom freezer'] },
      { t: ['Side-by-Side', 'Side-by-Side', 'Side-by-Side'] },
      { t: ['Üst dondurucu', 'С верхней морозилкой', 'Top freezer'] },
    ],
  },
  { code: 'no_frost', t: ['No Frost', 'No Frost', 'No Frost'], filter: true, values: [{ t: ['Bəli', 'Да', 'Yes'] }, { t: ['Xeyr', 'Нет', 'No'] }] },
  {
    code: 'warranty',
    t: ['Zəmanət', 'Гарантия', 'Warranty'],
    filter: false,
    values: [months(12), months(24), months(36)],
  },
  {
    code: 'country',
    t: ['İstehsalçı ölkə', 'Страна производства', 'Country of origin'],
    filter: true,
    searchable: true,
    scrolled: true,
    values: [
      { t: ['Çin', 'Китай', 'China'] },
      { t: ['Vyetnam', 'Вьетнам', 'Vietnam'] },
      { t: ['Cənubi Koreya', 'Южная Корея', 'South Korea'] },
      { t: ['Türkiyə', 'Турция', 'Türkiye'] },
      { t: ['Almaniya', 'Германия', 'Germany'] },
      { t: ['Yaponiya', 'Япония', 'Japan'] },
      { t: ['Hindistan', 'Индия', 'India'] },
      { t: ['Malayziya', 'Малайзия', 'Malaysia'] },
      { t: ['Tayvan', 'Тайвань', 'Taiwan'] },
      { t: ['Polşa', 'Польша', 'Poland'] },
      { t: ['Rumıniya', 'Румыния', 'Romania'] },
      { t: ['Tailand', 'Таиланд', 'Thailand'] },
      { t: ['İndoneziya', 'Индонезия', 'Indonesia'] },
      { t: ['Meksika', 'Мексика', 'Mexico'] },
    ],
  },
];
