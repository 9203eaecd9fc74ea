import type { ProductKind } from '../../../server/modules/media/drawing-kinds.ts';
import type { PaletteName, T3 } from './colors.ts';

/** Picked parameter values of a product, by parameter code → English value text. */
export type Picked = Record<string, string>;

/** a parameter's value for a model: one value (fixed), several to choose from, or '' (the model has none) */
export type SpecRule = string | readonly string[];

/** A model family: its name in titles and the specifications it always has (its screen size, its chip…). */
export interface ModelDef {
  name: string;
  /** parameter code → the model's value(s); other parameters come from the sub-category's lists */
  specs?: Record<string, SpecRule>;
  /** the drawing's design slots for this model (see the media module's `draw/design.ts`) */
  look?: Record<string, string>;
  /** the generic colours it comes in (default: the sub-category's palette) */
  colors?: readonly string[];
}

export type Model = string | ModelDef;

/** a model with fixed specifications and, optionally, its drawing's look */
const m = (name: string, specs: Record<string, SpecRule> = {}, look?: Record<string, string>, colors?: readonly string[]): ModelDef => ({ name, specs, look, colors });

export interface SubDef {
  t: T3;
  kind: ProductKind;
  /** product noun that starts the title: "Smartfon" / "Смартфон" / "Smartphone" */
  noun: T3;
  palette: PaletteName;
  /** price range in AZN */
  price: [number, number];
  /** brand slug → model families, from entry level to flagship */
  brands: Record<string, Model[]>;
  /** parameter code → allowed English values (colour, warranty and country are added by the generator) */
  params: Record<string, string[]>;
  /** brand slug → specifications all its models here share (e.g. Apple → iOS); a model's own specs win */
  brandSpecs?: Record<string, Record<string, SpecRule>>;
  /** values that follow from others (a TV's resolution from its diagonal); runs after the picks */
  derive?: (p: Picked) => void;
  /** spec part of the title from the picked values and the model's name; must not repeat what the name says */
  spec?: (p: Picked, model: string) => string;
  /** the drawing's design slots for every product here (e.g. feature phones → keypad) */
  look?: Record<string, string>;
  /** some models come in two storage sizes (variant group of type 'other') */
  storageVariants?: boolean;
  /** drawing for particular models, by a word in the model name (e.g. Switch → handheld) */
  kindByModel?: Record<string, ProductKind>;
  /** cheap accessory usable as a gift */
  giftable?: boolean;
  /** 8 March selection */
  march8?: boolean;
  /** marked as in a campaign in the catalogue menu */
  campaign?: boolean;
  /** relative share of products */
  weight: number;
}

export interface TopDef {
  t: T3;
  kind: ProductKind;
  tint: string;
  smallAppliance?: boolean;
  isNew?: boolean;
  march8?: boolean;
  orangeStar?: boolean;
  subs: SubDef[];
}

const num = (s: string | undefined) => (s ?? '').replace(/[^\d.]/g, '');
/** whether a model's name already carries its screen size as a number: "XPS 13" for 13.4", "MateBook D 16" for 16" */
const namesSize = (model: string, screen: string | undefined) => new RegExp(`(^|\\s|[A-Z])${Math.floor(parseFloat(screen ?? 'x'))}(\\s|$)`).test(model);
/** a processor as titles name it: "Core i5", "Ryzen 7", "M3" */
export const chip = (cpu: string | undefined) => (cpu ?? '').replace(/^(Intel|AMD|Apple) /, '');
/** integrated graphics come from the processor's maker */
const integratedGpu = (p: Picked) => {
  if (p.gpu !== 'Intel Iris Xe' && p.gpu !== 'AMD Radeon') return;
  if (p.cpu?.startsWith('AMD')) p.gpu = 'AMD Radeon';
  else if (p.cpu?.startsWith('Intel')) p.gpu = 'Intel Iris Xe';
};
const BIG_TV = ['43" (109 cm)', '50" (127 cm)', '55" (140 cm)', '65" (165 cm)', '75" (191 cm)', '85" (216 cm)'];
const OLED_TV = ['55" (140 cm)', '65" (165 cm)'];
const STICK: Record<string, SpecRule> = { vacuum_type: 'Cordless stick', power: ['100 W', '200 W'], battery_h: '1 h' };
const ROBOT: Record<string, SpecRule> = { vacuum_type: 'Robot', power: '100 W', battery_h: ['2 h', '3 h'] };
const CAPSULE: Record<string, SpecRule> = { coffee_type: 'Capsule', volume_l: ['0.5 L', '1.0 L'] };
const AUTOMATIC: Record<string, SpecRule> = { coffee_type: 'Automatic', volume_l: ['1.5 L', '1.7 L'] };
const BOTTOM: Record<string, SpecRule> = { fridge_type: 'Bottom freezer', volume_l: ['300 L', '350 L', '400 L', '450 L'] };
const SIDE: Record<string, SpecRule> = { fridge_type: 'Side-by-Side', volume_l: '550 L', no_frost: 'Yes' };
const GOPRO: Record<string, SpecRule> = { sensor: '1/1.9"', video: '5.3K', water: '10 ATM' };
const WIFI5 = 'Wi-Fi 5 (802.11ac)';
const WIFI6 = 'Wi-Fi 6 (802.11ax)';
const ANC = 'Active (ANC)';
const PASSIVE = 'Passive';
const GAMING_PC: Record<string, SpecRule> = { cpu: ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 7'], ram: ['16 GB', '32 GB'], ssd: ['1 TB'], gpu: ['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070'] };
const mem = (p: Picked) => {
  const s = p.storage ?? '';
  const st = s.endsWith('TB') ? `${num(s)}TB` : `${num(s)}GB`;
  return p.ram ? `${num(p.ram)}/${st}` : st;
};

export const CATEGORIES: TopDef[] = [
  {
    t: ['Smartfonlar və telefonlar', 'Смартфоны и телефоны', 'Smartphones and phones'],
    kind: 'phone',
    tint: 'dbeafe',
    subs: [
      {
        t: ['Smartfonlar', 'Смартфоны', 'Smartphones'],
        kind: 'phone',
        noun: ['Smartfon', 'Смартфон', 'Smartphone'],
        palette: 'phone',
        price: [199, 3899],
        weight: 10,
        campaign: true,
        storageVariants: true,
        brands: {
          apple: [
            m('iPhone 14', { screen: '6.1"', camera: '12 MP', storage: ['128 GB', '256 GB'], battery_mah: '3000 mAh' }, { notch: 'notch', lenses: '2' }),
            m('iPhone 15', { screen: '6.1"', camera: '48 MP', storage: ['128 GB', '256 GB'], battery_mah: '3000 mAh' }, { lenses: '2' }),
            m('iPhone 15 Plus', { screen: '6.7"', camera: '48 MP', storage: ['128 GB', '256 GB'], battery_mah: '4000 mAh' }, { lenses: '2' }),
            m('iPhone 16', { screen: '6.1"', camera: '48 MP', storage: ['128 GB', '256 GB', '512 GB'], battery_mah: '3000 mAh' }, { lenses: '2' }),
            m('iPhone 16 Pro', { screen: '6.3"', camera: '48 MP', storage: ['128 GB', '256 GB', '512 GB', '1 TB'], battery_mah: '3000 mAh' }),
            m('iPhone 16 Pro Max', { screen: '6.9"', camera: '48 MP', storage: ['256 GB', '512 GB', '1 TB'], battery_mah: '4500 mAh' }),
          ],
          samsung: [
            m('Galaxy A15', { screen: '6.5"', camera: '50 MP', ram: ['4 GB', '6 GB'], storage: ['128 GB'] }, { notch: 'drop' }),
            m('Galaxy A25', { screen: '6.5"', camera: '50 MP', ram: ['6 GB', '8 GB'], storage: ['128 GB', '256 GB'] }),
            m('Galaxy A35', { screen: '6.6"', camera: '50 MP', ram: ['6 GB', '8 GB'], storage: ['128 GB', '256 GB'] }),
            m('Galaxy A55', { screen: '6.6"', camera: '50 MP', ram: ['8 GB'], storage: ['128 GB', '256 GB'] }),
            m('Galaxy S24', { screen: '6.2"', camera: '50 MP', ram: '8 GB', storage: ['128 GB', '256 GB', '512 GB'], battery_mah: '4000 mAh' }),
            m('Galaxy S24 Ultra', { screen: '6.8"', camera: '200 MP', ram: '12 GB', storage: ['256 GB', '512 GB', '1 TB'] }, { lenses: '4', edge: 'square' }),
            m('Galaxy Z Flip6', { screen: '6.7"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB'], battery_mah: '4000 mAh' }, { form: 'flip' }),
            m('Galaxy Z Fold6', { screen: '7.6"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB', '1 TB'], battery_mah: '4500 mAh' }, { form: 'fold' }),
          ],
          xiaomi: [
            m('Redmi 13C', { screen: '6.7"', camera: '50 MP', ram: ['4 GB', '6 GB', '8 GB'], storage: ['128 GB', '256 GB'] }, { cam: 'block', notch: 'drop' }),
            m('Redmi Note 13', { screen: '6.7"', camera: '108 MP', ram: ['6 GB', '8 GB'], storage: ['128 GB', '256 GB'] }, { cam: 'block' }),
            m('Redmi Note 13 Pro', { screen: '6.7"', camera: '200 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'block' }),
            m('Xiaomi 14', { screen: '6.4"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB'] }, { cam: 'grid' }),
            m('Xiaomi 14T Pro', { screen: '6.7"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB', '1 TB'] }, { cam: 'grid', lenses: '4' }),
            m('Poco X6 Pro', { screen: '6.7"', camera: '64 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'bar' }),
            m('Poco F6', { screen: '6.7"', camera: '50 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'vertical', lenses: '2' }),
          ],
          huawei: [
            m('nova 12i', { screen: '6.7"', camera: '108 MP', ram: '8 GB', storage: ['128 GB', '256 GB'] }, { cam: 'block' }),
            m('nova 12', { screen: '6.7"', camera: '50 MP', ram: '8 GB', storage: ['256 GB', '512 GB'] }, { cam: 'pill' }),
            m('Pura 70', { screen: '6.6"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB'] }, { cam: 'grid' }),
            m('Mate 60 Pro', { screen: '6.8"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB', '1 TB'] }, { cam: 'circle' }),
          ],
          honor: [
            m('X8b', { screen: '6.7"', camera: '108 MP', ram: '8 GB', storage: ['128 GB', '256 GB'] }, { cam: 'block' }),
            m('X9b', { screen: '6.8"', camera: '108 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB'] }, { cam: 'circle', lenses: '2' }),
            m('Honor 200', { screen: '6.7"', camera: '50 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'pill' }),
            m('Magic6 Pro', { screen: '6.8"', camera: '50 MP', ram: '12 GB', storage: ['512 GB'] }, { cam: 'grid' }),
          ],
          oppo: [
            m('A79', { screen: '6.7"', camera: '50 MP', ram: '8 GB', storage: ['128 GB', '256 GB'] }, { cam: 'block', lenses: '2' }),
            m('Reno12', { screen: '6.7"', camera: '50 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'pill' }),
            m('Reno12 Pro', { screen: '6.7"', camera: '50 MP', ram: '12 GB', storage: ['256 GB', '512 GB'] }, { cam: 'pill' }),
            m('Find X7', { screen: '6.8"', camera: '50 MP', ram: ['12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'circle', lenses: '4' }),
          ],
          realme: [
            m('C67', { screen: '6.7"', camera: '108 MP', ram: ['6 GB', '8 GB'], storage: ['128 GB', '256 GB'] }, { cam: 'block', lenses: '2', notch: 'drop' }),
            m('Note 50', { screen: '6.7"', camera: '13 MP', ram: ['4 GB'], storage: ['64 GB', '128 GB'] }, { cam: 'block', lenses: '1', notch: 'drop' }),
            m('realme 12', { screen: '6.7"', camera: '108 MP', ram: ['8 GB'], storage: ['256 GB'] }, { cam: 'circle', lenses: '2' }),
            m('realme 12 Pro+', { screen: '6.7"', camera: '50 MP', ram: ['8 GB', '12 GB'], storage: ['256 GB', '512 GB'] }, { cam: 'circle' }),
          ],
        },
        params: {
          ram: ['4 GB', '6 GB', '8 GB', '12 GB'],
          storage: ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB'],
          screen: ['6.1"', '6.2"', '6.3"', '6.4"', '6.5"', '6.6"', '6.7"', '6.8"', '6.9"', '7.6"'],
          os: ['Android'],
          camera: ['12 MP', '13 MP', '48 MP', '50 MP', '64 MP', '108 MP', '200 MP'],
          battery_mah: ['3000 mAh', '4000 mAh', '4500 mAh', '5000 mAh', '5500 mAh'],
        },
        // Apple does not state RAM; Huawei phones run HarmonyOS
        brandSpecs: { apple: { os: 'iOS', ram: '' }, huawei: { os: 'HarmonyOS' } },
        spec: mem,
      },
      {
        t: ['Düyməli telefonlar', 'Кнопочные телефоны', 'Feature phones'],
        kind: 'phone',
        noun: ['Mobil telefon', 'Мобильный телефон', 'Mobile phone'],
        palette: 'tech',
        price: [25, 129],
        weight: 2,
        brands: {
          nokia: [m('105', { screen: '1.8"' }), m('110 4G', { screen: '1.8"' }), m('150', { screen: '2.4"' }), m('225 4G', { screen: '2.4"' }), m('3210 4G', { screen: '2.4"' })],
          philips: [m('Xenium E2602', { screen: '2.4"' }), m('Xenium E6808', { screen: '2.4"' })],
        },
        params: { screen: ['1.8"', '2.4"'], battery_mah: ['3000 mAh'] },
        look: { form: 'keypad' },
      },
    ],
  },
  {
    t: ['Noutbuklar və kompüterlər', 'Ноутбуки и компьютеры', 'Laptops and computers'],
    kind: 'laptop',
    tint: 'e0e7ff',
    subs: [
      {
        t: ['Noutbuklar', 'Ноутбуки', 'Laptops'],
        kind: 'laptop',
        noun: ['Noutbuk', 'Ноутбук', 'Laptop'],
        palette: 'tech',
        price: [649, 5499],
        weight: 6,
        brands: {
          apple: [
            m('MacBook Air', { screen: '13.6"', cpu: 'Apple M3', ram: ['8 GB', '16 GB'], ssd: ['256 GB', '512 GB'] }),
            m('MacBook Air', { screen: '15.3"', cpu: 'Apple M3', ram: ['8 GB', '16 GB'], ssd: ['256 GB', '512 GB'] }),
            m('MacBook Pro', { screen: '14.2"', cpu: 'Apple M4', ram: ['16 GB', '32 GB'], ssd: ['512 GB', '1 TB'] }),
          ],
          lenovo: [
            m('IdeaPad Slim 3', { screen: '15.6"' }),
            m('IdeaPad Slim 5', { screen: '14"' }),
            m('ThinkPad E14', { screen: '14"' }, { form: 'business' }),
            m('ThinkBook 16', { screen: '16"' }, { form: 'business' }),
            m('Yoga Slim 7', { screen: '14"', cpu: ['Intel Core Ultra 7', 'AMD Ryzen 7'] }, { form: 'ultrabook' }),
          ],
          hp: [
            m('15-fd0000', { screen: '15.6"', cpu: ['Intel Core i3', 'Intel Core i5'] }),
            m('Pavilion 15', { screen: '15.6"' }),
            m('ProBook 450 G10', { screen: '15.6"', cpu: ['Intel Core i5', 'Intel Core i7'] }, { form: 'business' }),
            m('EliteBook 840 G10', { screen: '14"', cpu: ['Intel Core i5', 'Intel Core i7'] }, { form: 'business' }),
            m('Envy x360 14', { screen: '14"' }, { form: 'convertible' }),
          ],
          dell: [
            m('Inspiron 15 3520', { screen: '15.6"', cpu: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7'] }),
            m('Vostro 3520', { screen: '15.6"', cpu: ['Intel Core i3', 'Intel Core i5'] }, { form: 'business' }),
            m('Latitude 5440', { screen: '14"', cpu: ['Intel Core i5', 'Intel Core i7'] }, { form: 'business' }),
            m('XPS 13', { screen: '13.4"', cpu: ['Intel Core Ultra 7'] }, { form: 'ultrabook' }),
          ],
          asus: [
            m('Vivobook 15', { screen: '15.6"' }),
            m('ExpertBook B1', { screen: '15.6"', cpu: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7'] }, { form: 'business' }),
            m('Vivobook S 14 OLED', { screen: '14"' }, { form: 'ultrabook' }),
            m('Zenbook 14 OLED', { screen: '14"', cpu: ['Intel Core Ultra 7', 'AMD Ryzen 7'] }, { form: 'ultrabook' }),
          ],
          acer: [m('Aspire 3', { screen: '15.6"' }), m('Aspire 5', { screen: '15.6"' }), m('Swift Go 14', { screen: '14"', cpu: ['Intel Core i5', 'Intel Core Ultra 7'] }, { form: 'ultrabook' })],
          huawei: [m('MateBook D 16', { screen: '16"', cpu: ['Intel Core i5', 'Intel Core i7'] }), m('MateBook 14', { screen: '14"', cpu: ['Intel Core Ultra 7'] }, { form: 'ultrabook' })],
          microsoft: [m('Surface Laptop 6', { screen: '13.5"', cpu: ['Intel Core Ultra 7'] }, { form: 'ultrabook' })],
        },
        params: {
          cpu: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7', 'Intel Core Ultra 7', 'AMD Ryzen 5', 'AMD Ryzen 7'],
          ram: ['8 GB', '16 GB', '32 GB'],
          ssd: ['256 GB', '512 GB', '1 TB'],
          screen: ['13.3"', '13.4"', '13.5"', '13.6"', '14"', '14.2"', '15.3"', '15.6"', '16"'],
          gpu: ['Intel Iris Xe', 'AMD Radeon'],
          os: ['Windows 11'],
        },
        brandSpecs: { apple: { os: 'macOS', gpu: 'Apple GPU' } },
        derive: integratedGpu,
        look: { form: 'standard' },
        // the screen size unless the name says it ("Zenbook 14", "Vivobook 15": not again as 14" or 15.6")
        spec: (p, model) => `${namesSize(model, p.screen) ? '' : `${num(p.screen)}" `}${chip(p.cpu)} ${num(p.ram)}/${p.ssd?.replace(' ', '')}`,
      },
      {
        t: ['Oyun noutbukları', 'Игровые ноутбуки', 'Gaming laptops'],
        kind: 'laptop',
        noun: ['Oyun noutbuku', 'Игровой ноутбук', 'Gaming laptop'],
        palette: 'dark',
        price: [1799, 7999],
        weight: 3,
        brands: {
          asus: [m('TUF Gaming A15', { screen: '15.6"', cpu: ['AMD Ryzen 7'] }), m('ROG Strix G16', { screen: '16"', cpu: ['Intel Core i7', 'Intel Core i9'] }), m('ROG Zephyrus G14', { screen: '14"', cpu: ['AMD Ryzen 9'] })],
          msi: [m('Thin GF63', { screen: '15.6"', cpu: ['Intel Core i5', 'Intel Core i7'] }), m('Katana 15', { screen: '15.6"', cpu: ['Intel Core i7'] }), m('Cyborg 15', { screen: '15.6"', cpu: ['Intel Core i5', 'Intel Core i7'] }), m('Raider GE78', { screen: '17"', cpu: ['Intel Core i9'] })],
          lenovo: [m('LOQ 15', { screen: '15.6"' }), m('Legion 5', { screen: '16"', cpu: ['AMD Ryzen 7', 'Intel Core i7'] }), m('Legion Pro 7', { screen: '16"', cpu: ['Intel Core i9'] })],
          acer: [m('Nitro V 15', { screen: '15.6"', cpu: ['Intel Core i5', 'Intel Core i7'] }), m('Predator Helios Neo 16', { screen: '16"', cpu: ['Intel Core i7', 'Intel Core i9'] })],
          hp: [m('Victus 16', { screen: '16"' }), m('OMEN 16', { screen: '16"', cpu: ['Intel Core i7', 'AMD Ryzen 7'] })],
          dell: [m('G15 5530', { screen: '15.6"', cpu: ['Intel Core i5', 'Intel Core i7'] }), m('Alienware m16', { screen: '16"', cpu: ['Intel Core i9'] })],
        },
        params: {
          cpu: ['Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'AMD Ryzen 7', 'AMD Ryzen 9'],
          ram: ['16 GB', '32 GB'],
          ssd: ['512 GB', '1 TB', '2 TB'],
          screen: ['14"', '15.6"', '16"', '17"'],
          gpu: ['NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4080'],
          refresh: ['144 Hz', '165 Hz', '240 Hz'],
          os: ['Windows 11'],
        },
        look: { form: 'gaming' },
        // the model name carries the screen size (G16, m16…): the title names chip, memory and graphics
        spec: (p) => `${chip(p.cpu)} ${num(p.ram)}/${p.ssd?.replace(' ', '')} ${(p.gpu ?? '').replace('NVIDIA GeForce ', '')}`,
      },
      {
        t: ['Masaüstü kompüterlər', 'Настольные компьютеры', 'Desktop computers'],
        kind: 'desktop',
        noun: ['Sistem bloku', 'Системный блок', 'Desktop PC'],
        palette: 'dark',
        price: [799, 4999],
        weight: 2,
        brands: {
          hp: [m('Pavilion Desktop TP01', { gpu: ['Intel Iris Xe', 'AMD Radeon'] }), m('Victus 15L', GAMING_PC, { form: 'gaming', accent: 'purple' }), m('OMEN 25L', GAMING_PC, { form: 'gaming', accent: 'red' })],
          lenovo: [m('IdeaCentre 3', { gpu: ['Intel Iris Xe', 'AMD Radeon'] }), m('Legion Tower 5', GAMING_PC, { form: 'gaming', accent: 'cyan' })],
          dell: [m('OptiPlex 7010', { cpu: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7'], gpu: 'Intel Iris Xe' }, { form: 'mini' }), m('Vostro 3020', { cpu: ['Intel Core i3', 'Intel Core i5'], gpu: 'Intel Iris Xe' })],
          asus: [m('ROG Strix G16CH', GAMING_PC, { form: 'gaming', accent: 'red' })],
          msi: [m('MAG Infinite S3', GAMING_PC, { form: 'gaming', accent: 'green' })],
        },
        params: {
          cpu: ['Intel Core i3', 'Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7'],
          ram: ['8 GB', '16 GB', '32 GB'],
          ssd: ['512 GB', '1 TB'],
          gpu: ['Intel Iris Xe', 'AMD Radeon', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070'],
          os: ['Windows 11', 'Linux'],
        },
        derive: integratedGpu,
        spec: (p) => `${chip(p.cpu)} ${num(p.ram)}/${p.ssd?.replace(' ', '')}${p.gpu?.startsWith('NVIDIA') ? ` ${p.gpu.replace('NVIDIA GeForce ', '')}` : ''}`,
      },
      {
        t: ['Monitorlar', 'Мониторы', 'Monitors'],
        kind: 'monitor',
        noun: ['Monitor', 'Монитор', 'Monitor'],
        palette: 'dark',
        price: [189, 2499],
        weight: 3,
        brands: {
          samsung: [
            m('Odyssey G5', { screen: ['27"', '32"'], resolution: '2K QHD', panel: 'VA', refresh: '165 Hz' }, { curve: 'curved', stand: 'v' }),
            m('ViewFinity S6', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '75 Hz' }, { stand: 'arm' }),
            m('Smart Monitor M7', { screen: '32"', resolution: '4K UHD', panel: 'VA', refresh: '60 Hz' }),
          ],
          lg: [
            m('24MR400', { screen: '24"', resolution: 'Full HD', panel: 'IPS', refresh: '75 Hz' }),
            m('UltraGear 27GR75Q', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '165 Hz' }, { stand: 'v', accent: 'red' }),
            m('UltraFine 27UP850', { screen: '27"', resolution: '4K UHD', panel: 'IPS', refresh: '60 Hz' }, { stand: 'arm' }),
            m('UltraWide 34WP65C', { screen: '34"', resolution: '2K QHD', panel: 'VA', refresh: '144 Hz' }, { curve: 'curved' }),
          ],
          dell: [
            m('S2721DS', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '75 Hz' }),
            m('UltraSharp U2724D', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '120 Hz' }, { stand: 'arm' }),
          ],
          asus: [
            m('TUF Gaming VG27AQ', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '165 Hz' }, { stand: 'v', accent: 'red' }),
            m('ProArt PA278QV', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '75 Hz' }, { stand: 'arm' }),
          ],
          acer: [m('KA272', { screen: '27"', resolution: 'Full HD', panel: 'VA', refresh: '75 Hz' }), m('Nitro VG240Y', { screen: '24"', resolution: 'Full HD', panel: 'IPS', refresh: '165 Hz' }, { stand: 'v', accent: 'red' })],
          philips: [m('24E1N3300A', { screen: '24"', resolution: 'Full HD', panel: 'IPS', refresh: '75 Hz' }), m('27M1N3200ZA', { screen: '27"', resolution: 'Full HD', panel: 'IPS', refresh: '165 Hz' }, { stand: 'v' })],
          msi: [m('MAG 274QRF', { screen: '27"', resolution: '2K QHD', panel: 'IPS', refresh: '165 Hz' }, { stand: 'v', accent: 'red' })],
        },
        params: { screen: ['24"', '27"', '32"', '34"'], resolution: ['Full HD', '2K QHD', '4K UHD'], panel: ['IPS', 'VA', 'OLED'], refresh: ['60 Hz', '75 Hz', '120 Hz', '144 Hz', '165 Hz', '240 Hz'] },
        spec: (p) => `${num(p.screen)}" ${p.resolution} ${p.refresh?.replace(' ', '')}`,
      },
    ],
  },
  {
    t: ['Televizorlar və video', 'Телевизоры и видео', 'TVs and video'],
    kind: 'tv',
    tint: 'cffafe',
    subs: [
      {
        t: ['Televizorlar', 'Телевизоры', 'TVs'],
        kind: 'tv',
        noun: ['Televizor', 'Телевизор', 'TV'],
        palette: 'dark',
        price: [349, 9999],
        weight: 6,
        brands: {
          samsung: [
            m('Crystal UHD CU7100', { panel: 'LED', diagonal: BIG_TV, refresh: '60 Hz' }),
            m('QLED Q60D', { panel: 'QLED', diagonal: BIG_TV, refresh: '60 Hz' }),
            m('Neo QLED QN90D', { panel: 'Mini LED', diagonal: OLED_TV, refresh: '120 Hz' }, { stand: 'pedestal' }),
            m('OLED S90D', { panel: 'OLED', diagonal: OLED_TV, refresh: '120 Hz' }, { stand: 'pedestal' }),
            m('The Frame LS03D', { panel: 'QLED', diagonal: ['43" (109 cm)', '55" (140 cm)', '65" (165 cm)'], refresh: '120 Hz' }, { bezel: 'frame', stand: 'wide' }),
          ],
          lg: [
            m('UR78', { panel: 'LED', refresh: '60 Hz' }),
            m('NanoCell NANO81', { panel: 'NanoCell', diagonal: BIG_TV, refresh: '60 Hz' }),
            m('QNED86', { panel: 'Mini LED', diagonal: BIG_TV, refresh: '120 Hz' }, { stand: 'pedestal' }),
            m('OLED evo C4', { panel: 'OLED', diagonal: OLED_TV, refresh: '120 Hz' }, { stand: 'pedestal' }),
          ],
          sony: [m('Bravia X75WL', { panel: 'LED', refresh: '60 Hz' }), m('Bravia 7', { panel: 'Mini LED', diagonal: BIG_TV, refresh: '120 Hz' }), m('Bravia 8 OLED', { panel: 'OLED', diagonal: OLED_TV, refresh: '120 Hz' })],
          philips: [m('PUS7009', { panel: 'LED', refresh: '60 Hz' }), m('The One PUS8909', { panel: 'LED', diagonal: BIG_TV, refresh: '120 Hz' }), m('OLED809', { panel: 'OLED', diagonal: OLED_TV, refresh: '120 Hz' }, { stand: 'pedestal' })],
          hisense: [m('A6K', { panel: 'LED', refresh: '60 Hz' }), m('E7KQ', { panel: 'QLED', diagonal: BIG_TV, refresh: '60 Hz' }), m('U7K', { panel: 'Mini LED', diagonal: BIG_TV, refresh: '120 Hz' })],
          tcl: [m('P635', { panel: 'LED', refresh: '60 Hz' }), m('C645', { panel: 'QLED', diagonal: BIG_TV, refresh: '60 Hz' }), m('C845', { panel: 'Mini LED', diagonal: BIG_TV, refresh: '120 Hz' })],
          xiaomi: [m('TV A 2025', { panel: 'LED', refresh: '60 Hz' }), m('TV A Pro', { panel: 'QLED', diagonal: BIG_TV, refresh: '60 Hz' }), m('TV Q2', { panel: 'QLED', diagonal: BIG_TV, refresh: '60 Hz' })],
        },
        params: {
          diagonal: ['32" (81 cm)', '43" (109 cm)', '50" (127 cm)', '55" (140 cm)', '65" (165 cm)', '75" (191 cm)', '85" (216 cm)'],
          resolution: ['HD', 'Full HD', '4K UHD'],
          panel: ['LED', 'QLED', 'OLED', 'Mini LED', 'NanoCell'],
          smart_os: ['Tizen', 'webOS', 'Google TV', 'Android TV', 'VIDAA'],
          refresh: ['60 Hz', '120 Hz'],
          energy: ['A', 'B', 'C', 'D'],
        },
        brandSpecs: {
          samsung: { smart_os: 'Tizen' },
          lg: { smart_os: 'webOS' },
          sony: { smart_os: 'Google TV' },
          philips: { smart_os: ['Google TV', 'Android TV'] },
          hisense: { smart_os: 'VIDAA' },
          tcl: { smart_os: 'Google TV' },
          xiaomi: { smart_os: 'Google TV' },
        },
        // 4K from 50" (from 43" above entry-level LED panels), HD on small LED sets
        derive: (p) => {
          const inches = parseInt(p.diagonal ?? '', 10);
          p.resolution = inches >= 50 || (inches >= 43 && p.panel !== 'LED') ? '4K UHD' : inches >= 43 || p.panel !== 'LED' ? 'Full HD' : 'HD';
        },
        spec: (p) => `${(p.diagonal ?? '').split(' ')[0]} ${p.resolution}`,
      },
      {
        t: ['Smart TV pristavkaları', 'Смарт-ТВ приставки', 'Streaming devices'],
        kind: 'tvbox',
        noun: ['Smart TV pristavkası', 'Смарт-ТВ приставка', 'Streaming box'],
        palette: 'tech',
        price: [69, 349],
        weight: 1,
        brands: {
          xiaomi: [m('TV Box S (2nd Gen)', { resolution: '4K UHD' }, { form: 'box' }), m('TV Stick 4K', { resolution: '4K UHD' }, { form: 'stick' })],
          apple: [m('TV 4K', { resolution: '4K UHD', os: '' }, { form: 'puck' })],
        },
        params: { resolution: ['Full HD', '4K UHD'], os: ['Android'] },
      },
    ],
  },
  {
    t: ['Audio texnika', 'Аудиотехника', 'Audio'],
    kind: 'headphones',
    tint: 'fce7f3',
    subs: [
      {
        t: ['Qulaqlıqlar', 'Наушники', 'Headphones'],
        kind: 'headphones',
        noun: ['Qulaqlıq', 'Наушники', 'Headphones'],
        palette: 'audio',
        price: [39, 1299],
        weight: 4,
        brands: {
          sony: [m('WH-CH520', { anc: PASSIVE }, { form: 'on' }), m('WH-CH720N', { anc: ANC }), m('WH-1000XM5', { anc: ANC, battery_h: '30 h' })],
          apple: [m('AirPods Max', { anc: ANC, battery_h: '20 h' }, { cup: 'square' })],
          jbl: [m('Tune 520BT', { anc: PASSIVE }, { form: 'on', cup: 'round' }), m('Tune 770NC', { anc: ANC }), m('Live 770NC', { anc: ANC }), m('Tour One M2', { anc: ANC })],
          marshall: [m('Major IV', { anc: PASSIVE, battery_h: '60 h' }, { form: 'on', cup: 'square', accent: 'gold' }), m('Monitor II ANC', { anc: ANC, battery_h: '30 h' }, { cup: 'square', accent: 'gold' })],
          philips: [m('TAH4205', { anc: PASSIVE }, { form: 'on', cup: 'round' }), m('TAH8506', { anc: ANC })],
          huawei: [m('FreeBuds Studio', { anc: ANC, battery_h: '20 h' }, { cup: 'round' })],
        },
        params: { connection: ['Wireless (Bluetooth)'], anc: ['Active (ANC)', 'Passive'], battery_h: ['20 h', '30 h', '40 h', '60 h'] },
      },
      {
        t: ['Simsiz qulaqcıqlar', 'Беспроводные наушники-вкладыши', 'True wireless earbuds'],
        kind: 'earbuds',
        noun: ['Simsiz qulaqcıq', 'Беспроводные наушники', 'Wireless earbuds'],
        palette: 'audio',
        price: [29, 649],
        weight: 4,
        giftable: true,
        brands: {
          apple: [m('AirPods 4', { anc: PASSIVE }, { case: 'pill' }), m('AirPods Pro 2', { anc: ANC }, { case: 'stadium' })],
          samsung: [m('Galaxy Buds FE', { anc: ANC }, { case: 'squircle', bud: 'round' }), m('Galaxy Buds3', { anc: ANC }, { case: 'stadium' }), m('Galaxy Buds3 Pro', { anc: ANC }, { case: 'stadium' })],
          xiaomi: [m('Redmi Buds 6 Active', { anc: PASSIVE }, { case: 'round', bud: 'round' }), m('Redmi Buds 5 Pro', { anc: ANC }, { case: 'squircle', bud: 'round' })],
          huawei: [m('FreeBuds 6i', { anc: ANC }, { case: 'round' }), m('FreeBuds Pro 3', { anc: ANC }, { case: 'round' })],
          jbl: [m('Wave Buds', { anc: PASSIVE }, { case: 'stadium', bud: 'round' }), m('Tune Beam', { anc: ANC }, { case: 'stadium' }), m('Live Pro 2', { anc: ANC }, { case: 'stadium' })],
          sony: [m('WF-C700N', { anc: ANC }, { case: 'round', bud: 'round' }), m('WF-1000XM5', { anc: ANC }, { case: 'round', bud: 'round' })],
          honor: [m('Choice Earbuds X5', { anc: ANC }, { case: 'squircle' })],
        },
        params: { connection: ['Wireless (Bluetooth)'], anc: ['Active (ANC)', 'Passive'], battery_h: ['6 h', '8 h', '30 h'], water: ['IPX4', 'IP67'] },
      },
      {
        t: ['Portativ dinamiklər', 'Портативные колонки', 'Portable speakers'],
        kind: 'speaker',
        noun: ['Portativ dinamik', 'Портативная колонка', 'Portable speaker'],
        palette: 'audio',
        price: [49, 899],
        weight: 3,
        brands: {
          jbl: [
            m('Go 4', { power: '5 W', battery_h: '8 h', water: 'IP67' }, { form: 'puck', accent: 'orange' }),
            m('Clip 5', { power: '7 W', battery_h: '12 h', water: 'IP67' }, { form: 'puck', accent: 'orange' }),
            m('Flip 6', { power: '20 W', battery_h: '12 h', water: 'IP67' }, { form: 'tube', accent: 'orange' }),
            m('Charge 5', { power: '45 W', battery_h: '20 h', water: 'IP67' }, { form: 'tube', accent: 'orange' }),
            m('Xtreme 4', { power: '100 W', battery_h: '20 h', water: 'IP67' }, { form: 'tube', accent: 'orange' }),
            m('PartyBox Encore', { power: '100 W', battery_h: '12 h', water: 'IPX4' }, { form: 'tower', accent: 'cyan' }),
          ],
          marshall: [m('Willen', { power: '10 W', battery_h: '12 h', water: 'IP67' }, { form: 'cube' }), m('Emberton II', { power: '20 W', battery_h: '30 h', water: 'IP67' }, { form: 'cube' }), m('Stanmore III', { power: '100 W', battery_h: '', water: '' }, { form: 'cube' })],
          sony: [m('SRS-XB100', { power: '5 W', battery_h: '12 h', water: 'IP67' }, { form: 'puck', accent: 'cyan' }), m('ULT Field 1', { power: '20 W', battery_h: '12 h', water: 'IP67' }, { form: 'tube', accent: 'cyan' })],
          xiaomi: [m('Sound Outdoor', { power: '20 W', battery_h: '12 h', water: 'IP67' }, { form: 'tube' })],
        },
        params: { connection: ['Wireless (Bluetooth)'], battery_h: ['8 h', '12 h', '20 h', '30 h'], water: ['IP67', 'IPX4'], power: ['5 W', '7 W', '10 W', '20 W', '45 W', '100 W'] },
      },
      {
        t: ['Saundbarlar', 'Саундбары', 'Soundbars'],
        kind: 'soundbar',
        noun: ['Saundbar', 'Саундбар', 'Soundbar'],
        palette: 'dark',
        price: [199, 2999],
        weight: 2,
        brands: {
          samsung: [m('HW-B450', { power: '300 W' }, { form: 'tall' }), m('HW-Q600C', { power: '360 W' }, { form: 'tall' }), m('HW-Q990D', { power: '600 W' }, { form: 'tall' })],
          lg: [m('S40T', { power: '300 W' }, { form: 'tall' }), m('S80TR', { power: '600 W' }, { form: 'tall' })],
          sony: [m('HT-S2000', { power: '250 W' }, { form: 'slim' }), m('Bravia Theatre Bar 8', { power: '450 W' }, { form: 'bar' })],
          jbl: [m('Bar 300', { power: '250 W' }, { form: 'bar' }), m('Bar 1000', { power: '600 W' }, { form: 'tall' })],
        },
        params: { connection: ['Wireless (Bluetooth)'], power: ['250 W', '300 W', '360 W', '450 W', '600 W'] },
      },
    ],
  },
  {
    t: ['Kiçik məişət texnikası', 'Мелкая бытовая техника', 'Small household appliances'],
    kind: 'kettle',
    tint: 'fef3c7',
    smallAppliance: true,
    subs: [
      {
        t: ['Elektrik çaydanları', 'Электрочайники', 'Electric kettles'],
        kind: 'kettle',
        noun: ['Elektrik çaydanı', 'Электрочайник', 'Electric kettle'],
        palette: 'small',
        price: [29, 249],
        weight: 3,
        march8: true,
        brands: {
          tefal: [m('Express KO2998', {}, { form: 'classic' }), m('Avanti Classic KI2908', {}, { form: 'cylinder' }), m('Sense KO6931', {}, { form: 'cylinder' })],
          philips: [m('HD9350/90', {}, { form: 'classic' }), m('Series 5000 HD9359', {}, { form: 'cylinder' })],
          bosch: [m('TWK3P420', {}, { form: 'classic' }), m('TWK7L461', {}, { form: 'classic' })],
          xiaomi: [m('Electric Kettle 2', {}, { form: 'cylinder' }), m('Mi Smart Kettle Pro', {}, { form: 'cylinder' })],
          braun: [m('WK 3110', {}, { form: 'classic' })],
          delonghi: [m('Icona KBOV2001', {}, { form: 'classic' }), m('Distinta Moments KBIN2001', { volume_l: '1.0 L' }, { form: 'gooseneck' })],
        },
        params: { volume_l: ['1.0 L', '1.5 L', '1.7 L', '2.0 L'], power: ['1800 W', '2000 W', '2200 W', '2400 W'] },
        spec: (p) => p.volume_l ?? '',
      },
      {
        t: ['Tozsoranlar', 'Пылесосы', 'Vacuum cleaners'],
        kind: 'vacuum',
        noun: ['Tozsoran', 'Пылесос', 'Vacuum cleaner'],
        palette: 'small',
        price: [129, 1699],
        weight: 3,
        brands: {
          dyson: [m('V8 Absolute', STICK), m('V12 Detect Slim', STICK), m('V15 Detect', STICK), m('Gen5detect', STICK)],
          xiaomi: [m('Vacuum Cleaner G11', STICK), m('Robot Vacuum S10', ROBOT), m('Robot Vacuum X20+', ROBOT)],
          samsung: [m('Jet 75', STICK), m('Bespoke Jet', STICK)],
          bosch: [m('Serie 4 BGLS4', { vacuum_type: 'Bagged', power: ['700 W', '800 W'], battery_h: '' }), m('Unlimited 7 BCS71', STICK)],
          philips: [m('Series 3000 XC3131', { vacuum_type: 'Bagless', power: ['700 W', '800 W'], battery_h: '' }), m('SpeedPro Max XC8049', STICK)],
          tefal: [m('X-Force Flex 9.60', STICK)],
        },
        params: { vacuum_type: ['Cordless stick', 'Robot', 'Bagged', 'Bagless'], power: ['100 W', '200 W', '700 W', '800 W', '2000 W'], battery_h: ['1 h', '2 h', '3 h'] },
      },
      {
        t: ['Ütülər', 'Утюги', 'Irons'],
        kind: 'iron',
        noun: ['Ütü', 'Утюг', 'Steam iron'],
        palette: 'small',
        price: [39, 499],
        weight: 2,
        march8: true,
        brands: { tefal: ['Ultragliss Plus FV6812', 'Puregliss FV8043', 'Express Steam FV2836'], philips: ['Azur 8000 DST8041', 'Series 3000 DST3041'], braun: ['TexStyle 7 SI7088'], rowenta: ['Focus Excel DW5220', 'Eco Intelligence DW6010'], bosch: ['Sensixx\'x DA70 TDA7060'] },
        params: { power: ['2000 W', '2200 W', '2400 W', '2600 W'] },
        spec: (p) => p.power?.replace(' ', '') ?? '',
      },
      {
        t: ['Qəhvə maşınları', 'Кофемашины', 'Coffee machines'],
        kind: 'coffee',
        noun: ['Qəhvə maşını', 'Кофемашина', 'Coffee machine'],
        palette: 'small',
        price: [149, 3499],
        weight: 2,
        brands: {
          delonghi: [m('Nespresso Vertuo Next', CAPSULE), m('Dedica EC685', { coffee_type: 'Espresso (portafilter)', volume_l: '1.0 L' }), m('Magnifica S ECAM22.110', AUTOMATIC), m('Dinamica Plus ECAM370', AUTOMATIC)],
          philips: [m('Series 2200 EP2220', AUTOMATIC), m('Series 3300 EP3347', AUTOMATIC), m('LatteGo 5400', AUTOMATIC)],
          bosch: [m('Tassimo Style', CAPSULE), m('VeroCup 100', AUTOMATIC)],
          xiaomi: [m('Scishare Capsule Machine', CAPSULE)],
        },
        params: { coffee_type: ['Automatic', 'Capsule', 'Espresso (portafilter)'], power: ['1500 W'], volume_l: ['0.5 L', '1.0 L', '1.5 L', '1.7 L'] },
      },
      {
        t: ['Blenderlər', 'Блендеры', 'Blenders'],
        kind: 'blender',
        noun: ['Blender', 'Блендер', 'Blender'],
        palette: 'small',
        price: [49, 599],
        weight: 2,
        march8: true,
        brands: {
          philips: [m('Series 5000 HR2228'), m('HR3573')],
          tefal: [m('Blendforce BL4258'), m('PerfectMix+ BL82AD')],
          bosch: [m('ErgoMaster MS6CM6155', { volume_l: '0.5 L', power: '1000 W' }, { form: 'hand' }), m('VitaPower MMB6141')],
          braun: [m('MultiQuick 7 MQ7045X', { volume_l: '0.5 L', power: '1000 W' }, { form: 'hand' }), m('PowerBlend 3 JB3150')],
          xiaomi: [m('Smart Blender')],
        },
        params: { power: ['700 W', '800 W', '1000 W', '1500 W'], volume_l: ['0.5 L', '1.5 L', '2.0 L'] },
        look: { form: 'jug' },
      },
      {
        t: ['Mikrodalğalı sobalar', 'Микроволновые печи', 'Microwave ovens'],
        kind: 'microwave',
        noun: ['Mikrodalğalı soba', 'Микроволновая печь', 'Microwave oven'],
        palette: 'appliance',
        price: [139, 899],
        weight: 2,
        brands: {
          samsung: [m('MS23K3513AW', { volume_l: '23 L' }, { form: 'touch' }), m('MG23K3575AK', { volume_l: '23 L' }, { form: 'touch' }), m('MC28H5013AK', { volume_l: '28 L' }, { form: 'touch' })],
          lg: [m('MS2042DB', { volume_l: '20 L' }, { form: 'dial' }), m('MH6535GIS', { volume_l: '25 L' }, { form: 'touch' })],
          bosch: [m('FFL023MS2', { volume_l: '20 L' }, { form: 'dial' }), m('BFL524MS0', { volume_l: '20 L' }, { form: 'touch' })],
          beko: [m('MOC20100W', { volume_l: '20 L' }, { form: 'dial' }), m('MGB25333BG', { volume_l: '25 L' }, { form: 'touch' })],
          arcelik: [m('MD 595 S', { volume_l: '25 L' }, { form: 'dial' })],
        },
        params: { volume_l: ['20 L', '23 L', '25 L', '28 L', '32 L'], power: ['800 W', '1000 W'] },
        spec: (p) => p.volume_l?.replace(' ', '') ?? '',
      },
    ],
  },
  {
    t: ['Böyük məişət texnikası', 'Крупная бытовая техника', 'Large appliances'],
    kind: 'fridge',
    tint: 'e0f2fe',
    subs: [
      {
        t: ['Soyuducular', 'Холодильники', 'Refrigerators'],
        kind: 'fridge',
        noun: ['Soyuducu', 'Холодильник', 'Refrigerator'],
        palette: 'appliance',
        price: [699, 6999],
        weight: 3,
        brands: {
          samsung: [m('RB34T670', BOTTOM), m('RB38C600', BOTTOM), m('Bespoke RB38A7', BOTTOM), m('RS68A8840', SIDE)],
          lg: [m('GC-B509SMSM', BOTTOM), m('DoorCooling+ GA-B509', BOTTOM), m('InstaView GC-X257', SIDE)],
          bosch: [m('Serie 4 KGN39VLEB', BOTTOM), m('Serie 6 KGN49AIBT', BOTTOM)],
          beko: [m('B5RCNA405', BOTTOM), m('GNO5322XPN', SIDE)],
          arcelik: [m('270560 EI', { fridge_type: 'Top freezer', volume_l: ['250 L', '300 L'] }), m('570505 EI', BOTTOM)],
          midea: [m('MDRB521', BOTTOM), m('MDRS791', SIDE)],
        },
        params: { fridge_type: ['Bottom freezer', 'Side-by-Side', 'Top freezer'], volume_l: ['250 L', '300 L', '350 L', '400 L', '450 L', '550 L'], no_frost: ['Yes', 'No'], energy: ['A++', 'A+', 'A', 'B', 'C', 'D'] },
      },
      {
        t: ['Paltaryuyan maşınlar', 'Стиральные машины', 'Washing machines'],
        kind: 'washer',
        noun: ['Paltaryuyan maşın', 'Стиральная машина', 'Washing machine'],
        palette: 'appliance',
        price: [549, 3499],
        weight: 3,
        brands: {
          samsung: [m('WW80T4040', { load_kg: '8 kg' }), m('WW90T554', { load_kg: '9 kg' }), m('Bespoke AI WW11BB', { load_kg: '11 kg' })],
          lg: [m('F2V5GS0W', { load_kg: '8 kg' }), m('F4V5VS0W', { load_kg: '9 kg' }), m('AI DD F4Y7', { load_kg: '10 kg' })],
          bosch: [m('Serie 4 WAN28282', { load_kg: '8 kg' }), m('Serie 6 WGG24409', { load_kg: '9 kg' })],
          beko: [m('WUE 6612', { load_kg: '6 kg' }), m('B3WFU58415', { load_kg: '8 kg' })],
          arcelik: [m('8103 YCM', { load_kg: '8 kg' }), m('9123 PMM', { load_kg: '9 kg' })],
        },
        params: { load_kg: ['6 kg', '7 kg', '8 kg', '9 kg', '10 kg', '11 kg', '12 kg'], energy: ['A+++', 'A', 'B'], inverter: ['Yes', 'No'] },
        look: { form: 'front' },
        spec: (p) => p.load_kg?.replace(' ', '') ?? '',
      },
      {
        t: ['Qabyuyan maşınlar', 'Посудомоечные машины', 'Dishwashers'],
        kind: 'washer',
        noun: ['Qabyuyan maşın', 'Посудомоечная машина', 'Dishwasher'],
        palette: 'appliance',
        price: [599, 2999],
        weight: 2,
        brands: { bosch: ['Serie 2 SMS2HVI', 'Serie 4 SMS4HVI', 'Serie 6 SPS6ZMI'], beko: ['DVN05320', 'BDFN26440'], arcelik: ['6347 I', '6586 XF'], samsung: ['DW60A6092'] },
        params: { place_settings: ['9', '10', '12', '13', '14', '15'], energy: ['A++', 'A+', 'A', 'B', 'C', 'D'] },
        look: { form: 'dishwasher' },
      },
    ],
  },
  {
    t: ['Oyun və konsollar', 'Игры и приставки', 'Gaming'],
    kind: 'console',
    tint: 'ede9fe',
    isNew: true,
    subs: [
      {
        t: ['Oyun konsolları', 'Игровые приставки', 'Game consoles'],
        kind: 'console',
        noun: ['Oyun konsolu', 'Игровая приставка', 'Game console'],
        kindByModel: { Switch: 'handheld' },
        palette: 'tech',
        price: [499, 1899],
        weight: 2,
        brands: {
          sony: [m('PlayStation 5 Slim Digital', { platform: 'PlayStation 5', storage: '1 TB' }, { form: 'tower' }), m('PlayStation 5 Slim', { platform: 'PlayStation 5', storage: '1 TB' }, { form: 'tower' }), m('PlayStation 5 Pro', { platform: 'PlayStation 5', storage: '2 TB' }, { form: 'tower' })],
          microsoft: [m('Xbox Series S', { platform: 'Xbox Series X|S', storage: '512 GB' }, { form: 'compact' }), m('Xbox Series X', { platform: 'Xbox Series X|S', storage: '1 TB' }, { form: 'box' })],
          nintendo: [m('Switch Lite', { platform: 'Nintendo Switch', storage: '32 GB' }, { form: 'lite' }), m('Switch OLED', { platform: 'Nintendo Switch', storage: '64 GB' }, { form: 'switch' })],
        },
        params: { platform: ['PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch'], storage: ['32 GB', '64 GB', '512 GB', '1 TB', '2 TB'] },
      },
      {
        t: ['Geympadlar', 'Геймпады', 'Gamepads'],
        kind: 'gamepad',
        noun: ['Geympad', 'Геймпад', 'Gamepad'],
        palette: 'audio',
        price: [49, 399],
        weight: 2,
        giftable: true,
        brands: {
          sony: [m('DualSense', { platform: 'PlayStation 5', connection: 'Wireless (Bluetooth)' }, { form: 'ps' }), m('DualSense Edge', { platform: 'PlayStation 5', connection: 'Wireless (Bluetooth)' }, { form: 'ps' })],
          microsoft: [m('Xbox Wireless Controller', { platform: 'Xbox Series X|S', connection: 'Wireless (Bluetooth)' }, { form: 'xbox' })],
          nintendo: [m('Switch Pro Controller', { platform: 'Nintendo Switch', connection: 'Wireless (Bluetooth)' }, { form: 'xbox' })],
          logitech: [m('F310', { platform: 'PC', connection: 'Wired' }, { form: 'generic' }), m('F710', { platform: 'PC', connection: 'Wireless (2.4 GHz)' }, { form: 'generic' })],
        },
        params: { platform: ['PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch', 'PC'], connection: ['Wireless (Bluetooth)', 'Wired', 'Wireless (2.4 GHz)'] },
      },
      {
        t: ['Oyun qulaqlıqları', 'Игровые наушники', 'Gaming headsets'],
        kind: 'headphones',
        noun: ['Oyun qulaqlığı', 'Игровая гарнитура', 'Gaming headset'],
        palette: 'tech',
        price: [59, 799],
        weight: 2,
        brands: {
          logitech: [m('G435', { connection: 'Wireless (2.4 GHz)' }, { accent: 'cyan' }), m('G733', { connection: 'Wireless (2.4 GHz)' }, { accent: 'cyan' }), m('G Pro X 2', { connection: 'Wireless (2.4 GHz)' })],
          sony: [m('INZONE H5', { platform: ['PC', 'PlayStation 5'], connection: 'Wireless (2.4 GHz)' }), m('Pulse Elite', { platform: 'PlayStation 5', connection: 'Wireless (2.4 GHz)' }, { cup: 'round' })],
          asus: [m('ROG Delta S', { platform: 'PC', connection: 'Wired' }, { accent: 'red' })],
          msi: [m('Immerse GH50', { platform: 'PC', connection: 'Wired' }, { accent: 'red' })],
          jbl: [m('Quantum 100', { connection: 'Wired' }), m('Quantum 910', { connection: 'Wireless (2.4 GHz)' }, { accent: 'cyan' })],
        },
        params: { platform: ['PC', 'PlayStation 5', 'Universal'], connection: ['Wired', 'Wireless (2.4 GHz)'] },
        look: { form: 'gaming' },
      },
    ],
  },
  {
    t: ['Foto və video', 'Фото и видео', 'Photo and video'],
    kind: 'camera',
    tint: 'f1f5f9',
    subs: [
      {
        t: ['Fotoaparatlar', 'Фотоаппараты', 'Cameras'],
        kind: 'camera',
        noun: ['Fotoaparat', 'Фотоаппарат', 'Camera'],
        palette: 'dark',
        price: [899, 8999],
        weight: 2,
        brands: {
          canon: [m('EOS 250D Kit', { sensor: 'APS-C', camera: '24 MP', video: '4K 30fps' }, { form: 'dslr', accent: 'red' }), m('EOS R50 Kit 18-45', { sensor: 'APS-C', camera: '24 MP', video: '4K 30fps' }, { form: 'dslr', accent: 'red' }), m('EOS R10 Kit 18-150', { sensor: 'APS-C', camera: '24 MP', video: '4K 60fps' }, { form: 'dslr', accent: 'red' }), m('EOS R6 Mark II Body', { sensor: 'Full-frame', camera: '24 MP', video: '4K 60fps' }, { form: 'dslr', accent: 'red' })],
          nikon: [m('Z fc Kit', { sensor: 'APS-C', camera: '21 MP', video: '4K 30fps' }, { form: 'mirrorless', accent: 'gold' }), m('Z50 II Kit', { sensor: 'APS-C', camera: '21 MP', video: '4K 60fps' }, { form: 'dslr', accent: 'gold' }), m('D7500 Body', { sensor: 'APS-C', camera: '21 MP', video: '4K 30fps' }, { form: 'dslr', accent: 'gold' }), m('Z6III Body', { sensor: 'Full-frame', camera: '24 MP', video: '4K 60fps' }, { form: 'dslr', accent: 'gold' })],
          sony: [m('ZV-E10 II Kit', { sensor: 'APS-C', camera: '26 MP', video: '4K 60fps' }, { form: 'mirrorless', accent: 'orange' }), m('Alpha 6400 Kit', { sensor: 'APS-C', camera: '24 MP', video: '4K 30fps' }, { form: 'mirrorless', accent: 'orange' }), m('Alpha 7 IV Body', { sensor: 'Full-frame', camera: '33 MP', video: '4K 60fps' }, { form: 'mirrorless', accent: 'orange' })],
        },
        params: { sensor: ['Full-frame', 'APS-C'], camera: ['21 MP', '24 MP', '26 MP', '33 MP'], video: ['4K 30fps', '4K 60fps', '8K'] },
      },
      {
        t: ['Ekşn-kameralar', 'Экшн-камеры', 'Action cameras'],
        kind: 'camera',
        noun: ['Ekşn-kamera', 'Экшн-камера', 'Action camera'],
        palette: 'tech',
        price: [299, 1199],
        weight: 1,
        brands: {
          // "Black" is the edition's name, and its colour
          gopro: [m('HERO11 Black Mini', GOPRO, undefined, ['black']), m('HERO12 Black', GOPRO, undefined, ['black']), m('HERO13 Black', GOPRO, undefined, ['black'])],
          dji: [m('Osmo Action 4', { sensor: '1/1.3"', video: '4K 60fps', water: '10 ATM' }), m('Osmo Action 5 Pro', { sensor: '1/1.3"', video: '4K 60fps', water: '10 ATM' }), m('Osmo Pocket 3', { sensor: '1"', video: '4K 60fps', water: '' }, { form: 'gimbal' })],
        },
        params: { sensor: ['1/1.9"', '1/1.3"', '1"'], video: ['4K 60fps', '5.3K'], water: ['IPX7', '10 ATM'] },
        look: { form: 'action' },
      },
      {
        t: ['Dronlar', 'Квадрокоптеры', 'Drones'],
        kind: 'drone',
        noun: ['Dron', 'Квадрокоптер', 'Drone'],
        palette: 'dark',
        price: [599, 4999],
        weight: 1,
        brands: {
          dji: [
            m('Neo', { flight: '18 min', video: '4K 30fps' }, { form: 'mini' }),
            m('Mini 4K', { flight: '31 min', video: '4K 30fps' }, { form: 'mini' }),
            m('Avata 2', { flight: '23 min', video: '4K 60fps' }, { form: 'mini' }),
            m('Mini 4 Pro', { flight: '34 min', video: '4K 60fps' }, { form: 'mini' }),
            m('Air 3', { flight: '46 min', video: '4K 60fps' }, { form: 'pro' }),
            m('Mavic 3 Pro', { flight: '43 min', video: '5.3K' }, { form: 'pro' }),
          ],
        },
        params: { flight: ['18 min', '23 min', '31 min', '34 min', '43 min', '46 min'], video: ['4K 30fps', '4K 60fps', '5.3K'] },
      },
    ],
  },
  {
    t: ['Smart saatlar və qadcetlər', 'Смарт-часы и гаджеты', 'Smart watches and wearables'],
    kind: 'smartwatch',
    tint: 'dcfce7',
    orangeStar: true,
    subs: [
      {
        t: ['Smart saatlar', 'Смарт-часы', 'Smart watches'],
        kind: 'smartwatch',
        noun: ['Smart saat', 'Смарт-часы', 'Smart watch'],
        palette: 'watch',
        price: [99, 1899],
        weight: 4,
        march8: true,
        brands: {
          apple: [
            m('Watch SE 40mm', { display: 'LTPO OLED', screen: '1.6"', water: '5 ATM' }, { form: 'square' }),
            m('Watch Series 10 42mm', { display: 'LTPO OLED', screen: '1.8"', water: '5 ATM' }, { form: 'square' }),
            m('Watch Series 10 46mm', { display: 'LTPO OLED', screen: '2"', water: '5 ATM' }, { form: 'square' }),
            m('Watch Ultra 2', { display: 'LTPO OLED', screen: '2"', water: '10 ATM' }, { form: 'square', strap: 'loop' }),
          ],
          samsung: [m('Galaxy Watch7 40mm', { display: 'AMOLED', screen: '1.3"', water: '5 ATM' }, { form: 'round' }), m('Galaxy Watch7 44mm', { display: 'AMOLED', screen: '1.5"', water: '5 ATM' }, { form: 'round' }), m('Galaxy Watch Ultra', { display: 'AMOLED', screen: '1.5"', water: '10 ATM' }, { form: 'rugged' })],
          huawei: [m('Watch Fit 3', { display: 'AMOLED', screen: '1.8"', water: '5 ATM' }, { form: 'square' }), m('Watch GT 5', { display: 'AMOLED', screen: '1.4"', water: '5 ATM' }, { form: 'round' }), m('Watch 4 Pro', { display: 'LTPO OLED', screen: '1.5"', water: '5 ATM' }, { form: 'round', strap: 'link' })],
          xiaomi: [m('Redmi Watch 5 Active', { display: 'LCD', screen: '2"', water: '5 ATM' }, { form: 'square' }), m('Watch 2', { display: 'AMOLED', screen: '1.4"', water: '5 ATM' }, { form: 'round' })],
          garmin: [m('Forerunner 265', { display: 'AMOLED', screen: '1.3"', water: '5 ATM' }, { form: 'round' }), m('Venu 3', { display: 'AMOLED', screen: '1.4"', water: '5 ATM' }, { form: 'round' }), m('Instinct 2', { display: 'LCD', screen: '0.9"', water: '10 ATM' }, { form: 'rugged' }), m('fenix 8', { display: 'AMOLED', screen: '1.4"', water: '10 ATM' }, { form: 'rugged' })],
          amazfit: [m('Bip 5', { display: 'LCD', screen: '1.9"', water: '5 ATM' }, { form: 'square' }), m('GTR 4', { display: 'AMOLED', screen: '1.4"', water: '5 ATM' }, { form: 'round' }), m('Balance', { display: 'AMOLED', screen: '1.5"', water: '5 ATM' }, { form: 'round' }), m('T-Rex 3', { display: 'AMOLED', screen: '1.5"', water: '10 ATM' }, { form: 'rugged' })],
        },
        params: { display: ['AMOLED', 'LTPO OLED', 'LCD'], screen: ['0.9"', '1.3"', '1.4"', '1.5"', '1.6"', '1.8"', '1.9"', '2"'], water: ['5 ATM', '10 ATM', 'IP68'], os: ['watchOS', 'Wear OS', 'HarmonyOS'] },
        // the operating system comes with the maker; Garmin, Xiaomi and Amazfit run their own
        brandSpecs: { apple: { os: 'watchOS' }, samsung: { os: 'Wear OS' }, huawei: { os: 'HarmonyOS' }, xiaomi: { os: '' }, garmin: { os: '' }, amazfit: { os: '' } },
      },
      {
        t: ['Fitnes qolbaqları', 'Фитнес-браслеты', 'Fitness bands'],
        kind: 'smartwatch',
        noun: ['Fitnes qolbağı', 'Фитнес-браслет', 'Fitness band'],
        palette: 'watch',
        price: [39, 249],
        weight: 2,
        giftable: true,
        brands: { xiaomi: ['Smart Band 9', 'Smart Band 9 Pro'], huawei: ['Band 8', 'Band 9'], samsung: ['Galaxy Fit3'], honor: ['Band 9'], amazfit: ['Band 7', 'Helio Strap'] },
        params: { display: ['AMOLED', 'LCD'], water: ['5 ATM'], battery_h: ['30 h', '60 h'] },
        look: { form: 'band' },
      },
    ],
  },
  {
    t: ['Planşetlər və elektron kitablar', 'Планшеты и электронные книги', 'Tablets and e-readers'],
    kind: 'tablet',
    tint: 'fae8ff',
    subs: [
      {
        t: ['iPad', 'iPad', 'iPad'],
        kind: 'tablet',
        noun: ['Planşet', 'Планшет', 'Tablet'],
        palette: 'phone',
        price: [699, 4499],
        weight: 2,
        storageVariants: true,
        brands: {
          apple: [
            m('iPad (10th gen)', { screen: '10.9"', cpu: 'Apple A14', storage: ['64 GB', '256 GB'] }),
            m('iPad mini', { screen: '8.3"', cpu: 'Apple A17 Pro', storage: ['128 GB', '256 GB', '512 GB'] }),
            m('iPad Air', { screen: ['11"', '13"'], cpu: 'Apple M2', storage: ['128 GB', '256 GB', '512 GB'] }),
            m('iPad Pro', { screen: ['11"', '13"'], cpu: 'Apple M4', storage: ['256 GB', '512 GB', '1 TB'] }, { cam: 'duo' }),
          ],
        },
        params: { storage: ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB'], screen: ['8.3"', '10.9"', '11"', '13"'], cpu: ['Apple A14', 'Apple A17 Pro', 'Apple M2', 'Apple M4'], os: ['iPadOS'] },
        look: { orient: 'portrait', cam: 'single' },
        // "iPad Air 11" M2 Wi-Fi 256GB": the size and chip once, from the model's specifications
        spec: (p) => `${num(p.screen)}" ${chip(p.cpu)} Wi-Fi ${mem(p)}`,
      },
      {
        t: ['Android planşetlər', 'Планшеты на Android', 'Android tablets'],
        kind: 'tablet',
        noun: ['Planşet', 'Планшет', 'Tablet'],
        palette: 'tech',
        price: [199, 2499],
        weight: 3,
        storageVariants: true,
        brands: {
          samsung: [m('Galaxy Tab A9+', { screen: '11"' }, { cam: 'single' }), m('Galaxy Tab S9 FE', { screen: '10.9"' }, { cam: 'single' }), m('Galaxy Tab S10+', { screen: '12.4"', ram: '12 GB', storage: ['256 GB'] }, { cam: 'strip' })],
          xiaomi: [m('Redmi Pad SE', { screen: '11"' }, { cam: 'single' }), m('Pad 6', { screen: '11"' }, { cam: 'duo' }), m('Redmi Pad Pro', { screen: '12.1"' }, { cam: 'duo' })],
          lenovo: [m('Tab M11', { screen: '11"' }, { cam: 'strip', bezel: 'medium' }), m('Tab P12', { screen: '12.7"' }, { cam: 'strip' })],
          huawei: [m('MatePad 11.5', { screen: '11.5"' }, { cam: 'duo' }), m('MatePad Pro 13.2', { screen: '13.2"', ram: '12 GB', storage: ['256 GB'] }, { cam: 'duo' })],
          honor: [m('Pad 9', { screen: '12.1"' }, { cam: 'single' })],
        },
        params: { ram: ['4 GB', '6 GB', '8 GB', '12 GB'], storage: ['64 GB', '128 GB', '256 GB'], screen: ['10.9"', '11"', '11.5"', '12.1"', '12.4"', '12.7"', '13.2"'], os: ['Android', 'HarmonyOS'] },
        brandSpecs: { huawei: { os: 'HarmonyOS' }, samsung: { os: 'Android' }, xiaomi: { os: 'Android' }, lenovo: { os: 'Android' }, honor: { os: 'Android' } },
        look: { orient: 'landscape' },
        spec: mem,
      },
      {
        t: ['Elektron kitablar', 'Электронные книги', 'E-readers'],
        kind: 'tablet',
        noun: ['Elektron kitab', 'Электронная книга', 'E-reader'],
        palette: 'tech',
        price: [199, 699],
        weight: 1,
        brands: { pocketbook: [m('Verse Pro', { storage: '32 GB' }), m('Era', { storage: ['32 GB', '64 GB'] }), m('InkPad 4', { storage: '32 GB' }), m('InkPad Color 3', { storage: '32 GB' })] },
        params: { display: ['E-Ink'], storage: ['32 GB', '64 GB'] },
        look: { form: 'ereader' },
      },
    ],
  },
  {
    t: ['Aksesuarlar', 'Аксессуары', 'Accessories'],
    kind: 'powerbank',
    tint: 'ffedd5',
    subs: [
      {
        t: ['Pauerbanklar', 'Внешние аккумуляторы', 'Power banks'],
        kind: 'powerbank',
        noun: ['Pauerbank', 'Внешний аккумулятор', 'Power bank'],
        palette: 'audio',
        price: [19, 199],
        weight: 3,
        giftable: true,
        brands: {
          xiaomi: [m('Redmi Power Bank', { battery_mah: ['10000 mAh', '20000 mAh'], power: '18 W', ports: 'USB-A + USB-C' }, { form: 'slim' }), m('Mi Power Bank 3', { battery_mah: ['10000 mAh', '20000 mAh'], power: '33 W', ports: 'USB-A + USB-C' }, { form: 'slim' })],
          anker: [m('PowerCore', { battery_mah: '10000 mAh', power: '20 W', ports: 'USB-A + USB-C' }, { form: 'slim' }), m('Nano Power Bank', { battery_mah: '5000 mAh', power: '20 W', ports: 'USB-C' }, { form: 'magnetic' }), m('737 Power Bank', { battery_mah: '20000 mAh', power: '140 W', ports: 'USB-A + USB-C' }, { form: 'brick' })],
          baseus: [m('Bipow', { battery_mah: ['10000 mAh', '20000 mAh'], power: '20 W', ports: 'USB-A + USB-C' }, { form: 'slim' }), m('Magnetic Mini', { battery_mah: ['5000 mAh', '10000 mAh'], power: '20 W', ports: 'MagSafe' }, { form: 'magnetic' }), m('Blade HD', { battery_mah: '20000 mAh', power: '100 W', ports: 'USB-A + USB-C' }, { form: 'brick' })],
          samsung: [m('EB-P3400', { battery_mah: '10000 mAh', power: '25 W', ports: 'USB-C' }, { form: 'slim' })],
        },
        params: { battery_mah: ['5000 mAh', '10000 mAh', '20000 mAh', '30000 mAh'], ports: ['USB-C', 'USB-A + USB-C', 'MagSafe'], power: ['18 W', '20 W', '25 W', '33 W', '100 W', '140 W'] },
        spec: (p) => `${p.battery_mah?.replace(' ', '') ?? ''} ${p.power?.replace(' ', '') ?? ''}`,
      },
      {
        t: ['Şarj cihazları və kabellər', 'Зарядные устройства и кабели', 'Chargers and cables'],
        kind: 'charger',
        noun: ['Şarj cihazı', 'Зарядное устройство', 'Charger'],
        palette: 'tech',
        price: [9, 129],
        weight: 3,
        giftable: true,
        brands: {
          apple: [m('USB-C Power Adapter', { power: '20 W', ports: 'USB-C' }, { form: 'cube' }), m('Dual USB-C Port Power Adapter', { power: '35 W', ports: 'USB-C' }, { form: 'dual' })],
          samsung: [m('EP-T2510', { power: '25 W', ports: 'USB-C' }, { form: 'cube' }), m('EP-T4510', { power: '45 W', ports: 'USB-C' }, { form: 'cube' })],
          anker: [m('Nano 511', { power: '20 W', ports: 'USB-C' }, { form: 'folding' }), m('735 Nano II', { power: '65 W', ports: 'USB-A + USB-C' }, { form: 'dual' })],
          baseus: [m('Cube', { power: '20 W', ports: 'USB-C' }, { form: 'cube' }), m('GaN5 Pro', { power: '65 W', ports: 'USB-A + USB-C' }, { form: 'dual' })],
          xiaomi: [m('Charger', { power: '33 W', ports: 'USB-A + USB-C' }, { form: 'folding' }), m('GaN Charger', { power: '67 W', ports: 'USB-C' }, { form: 'dual' })],
        },
        params: { ports: ['USB-C', 'USB-A + USB-C', 'Lightning'], power: ['20 W', '25 W', '33 W', '35 W', '45 W', '65 W', '67 W'] },
        spec: (p) => p.power?.replace(' ', '') ?? '',
      },
    ],
  },
  {
    t: ['Şəbəkə avadanlığı', 'Сетевое оборудование', 'Networking'],
    kind: 'router',
    tint: 'ccfbf1',
    subs: [
      {
        t: ['Wi-Fi routerlər', 'Wi-Fi роутеры', 'Wi-Fi routers'],
        kind: 'router',
        noun: ['Wi-Fi router', 'Wi-Fi роутер', 'Wi-Fi router'],
        palette: 'tech',
        price: [39, 899],
        weight: 2,
        brands: {
          'tp-link': [m('Archer C6', { wifi: WIFI5, speed: '1200 Mbps' }, { form: 'four' }), m('Archer AX23', { wifi: WIFI6, speed: '1800 Mbps' }, { form: 'four' }), m('Archer AX55', { wifi: WIFI6, speed: '3000 Mbps' }, { form: 'four' }), m('Archer BE550', { wifi: 'Wi-Fi 7', speed: '11000 Mbps' }, { form: 'six' })],
          keenetic: [m('Speedster', { wifi: WIFI5, speed: '1200 Mbps' }, { form: 'two' }), m('Hopper', { wifi: WIFI6, speed: '1800 Mbps' }, { form: 'four' }), m('Giga', { wifi: WIFI6, speed: '1800 Mbps' }, { form: 'four' })],
          asus: [m('RT-AX58U', { wifi: WIFI6, speed: '3000 Mbps' }, { form: 'four' }), m('ROG Rapture GT-AX6000', { wifi: WIFI6, speed: '5400 Mbps' }, { form: 'six' })],
          xiaomi: [m('Router AX3000T', { wifi: WIFI6, speed: '3000 Mbps' }, { form: 'four' }), m('Router BE3600', { wifi: 'Wi-Fi 7', speed: '5400 Mbps' }, { form: 'four' })],
        },
        params: { wifi: ['Wi-Fi 5 (802.11ac)', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6E', 'Wi-Fi 7'], speed: ['1200 Mbps', '1800 Mbps', '3000 Mbps', '5400 Mbps', '11000 Mbps'] },
      },
      {
        t: ['Mesh sistemləri', 'Mesh-системы', 'Mesh systems'],
        kind: 'router',
        noun: ['Mesh sistemi', 'Mesh-система', 'Mesh system'],
        palette: 'tech',
        price: [149, 1299],
        weight: 1,
        brands: {
          'tp-link': [m('Deco X20 (2-pack)', { wifi: WIFI6, speed: '1800 Mbps' }), m('Deco X50 (3-pack)', { wifi: WIFI6, speed: '3000 Mbps' }), m('Deco BE65 (2-pack)', { wifi: 'Wi-Fi 7', speed: '11000 Mbps' })],
          keenetic: [m('Voyager Pro', { wifi: WIFI6, speed: '1800 Mbps' })],
          asus: [m('ZenWiFi XD6 (2-pack)', { wifi: WIFI6, speed: '5400 Mbps' })],
        },
        params: { wifi: ['Wi-Fi 6 (802.11ax)', 'Wi-Fi 6E', 'Wi-Fi 7'], speed: ['1800 Mbps', '3000 Mbps', '5400 Mbps', '11000 Mbps'] },
        look: { form: 'mesh' },
      },
    ],
  },
  {
    t: ['İqlim texnikası', 'Климатическая техника', 'Climate'],
    kind: 'ac',
    tint: 'e0f2fe',
    subs: [
      {
        t: ['Kondisionerlər', 'Кондиционеры', 'Air conditioners'],
        kind: 'ac',
        noun: ['Kondisioner', 'Кондиционер', 'Air conditioner'],
        palette: 'appliance',
        price: [699, 3999],
        weight: 3,
        campaign: true,
        brands: {
          gree: [m('Bora GWH09AAB', { btu: '9000 BTU' }), m('Lomo GWH12QC', { btu: '12000 BTU' }), m('Pular GWH18AGD', { btu: '18000 BTU' }), m('U-Crown GWH24UB', { btu: '24000 BTU' })],
          midea: [m('Xtreme Save 09', { btu: '9000 BTU' }), m('Breezeless+ 12', { btu: '12000 BTU' }), m('Paramount 18', { btu: '18000 BTU' })],
          samsung: [m('WindFree Avant AR09', { btu: '9000 BTU' }), m('AR12TXHQ', { btu: '12000 BTU' })],
          lg: [m('DualCool S09EQ', { btu: '9000 BTU' }), m('Artcool S12ET', { btu: '12000 BTU' })],
          beko: [m('BEEPG 090', { btu: '9000 BTU' }), m('BEEPG 120', { btu: '12000 BTU' })],
        },
        params: { btu: ['9000 BTU', '12000 BTU', '18000 BTU', '24000 BTU'], area: ['up to 25 m²', 'up to 35 m²', 'up to 50 m²', 'up to 70 m²'], inverter: ['Yes', 'No'], energy: ['A+++', 'A++', 'A+', 'A'] },
        // the room a unit cools follows its capacity
        derive: (p) => {
          p.area = ({ '9000 BTU': 'up to 25 m²', '12000 BTU': 'up to 35 m²', '18000 BTU': 'up to 50 m²', '24000 BTU': 'up to 70 m²' } as Record<string, string>)[p.btu ?? ''] ?? p.area ?? '';
        },
        spec: (p) => p.btu ?? '',
      },
      {
        t: ['Hava təmizləyiciləri', 'Очистители воздуха', 'Air purifiers'],
        kind: 'purifier',
        noun: ['Hava təmizləyicisi', 'Очиститель воздуха', 'Air purifier'],
        palette: 'appliance',
        price: [149, 1499],
        weight: 1,
        brands: {
          xiaomi: [m('Smart Air Purifier 4 Lite', { area: 'up to 35 m²' }, { form: 'tower' }), m('Smart Air Purifier 4', { area: 'up to 50 m²' }, { form: 'tower' }), m('Air Purifier Elite', { area: 'up to 70 m²' }, { form: 'tower' })],
          philips: [m('Series 2000 AC2887', { area: 'up to 50 m²' }, { form: 'box' }), m('Series 3000i AC3033', { area: 'up to 70 m²' }, { form: 'box' })],
          dyson: [m('Purifier Cool TP07', { area: 'up to 50 m²' }, { form: 'loop' }), m('Purifier Hot+Cool HP07', { area: 'up to 50 m²' }, { form: 'loop' })],
        },
        params: { area: ['up to 20 m²', 'up to 35 m²', 'up to 50 m²', 'up to 70 m²'], power: ['45 W', '65 W'] },
      },
    ],
  },
  {
    t: ['Gözəllik və sağlamlıq', 'Красота и здоровье', 'Beauty and health'],
    kind: 'hairdryer',
    tint: 'ffe4e6',
    march8: true,
    subs: [
      {
        t: ['Fenlər', 'Фены', 'Hair dryers'],
        kind: 'hairdryer',
        noun: ['Fen', 'Фен', 'Hair dryer'],
        palette: 'beauty',
        price: [29, 1199],
        weight: 3,
        march8: true,
        brands: {
          dyson: [m('Supersonic HD07', { power: '1600 W' }, { form: 'ring' }), m('Supersonic Nural', { power: '1600 W' }, { form: 'ring' })],
          philips: [m('BHD308/10', { power: '1600 W' }, { form: 'compact' }), m('Series 5000 BHD512', { power: '2100 W' }, { form: 'pistol' })],
          braun: [m('Satin Hair 3 HD385', { power: '2000 W' }, { form: 'pistol' }), m('Satin Hair 7 HD785', { power: '2000 W' }, { form: 'pistol' })],
          remington: [m('Pro-Air Shine D5216', { power: '2300 W' }, { form: 'pistol' }), m('Hydraluxe AC8901', { power: '2300 W' }, { form: 'pistol' })],
          rowenta: [m('Powerline CV5361', { power: '2100 W' }, { form: 'pistol' })],
          xiaomi: [m('Compact Hair Dryer H101', { power: '1600 W' }, { form: 'compact' }), m('High-Speed Hair Dryer H501', { power: '1600 W' }, { form: 'ring' })],
        },
        params: { power: ['1600 W', '2000 W', '2100 W', '2300 W'] },
        spec: (p) => p.power?.replace(' ', '') ?? '',
      },
      {
        t: ['Təraş maşınları', 'Электробритвы', 'Electric shavers'],
        kind: 'shaver',
        noun: ['Təraş maşını', 'Электробритва', 'Electric shaver'],
        palette: 'tech',
        price: [59, 899],
        weight: 2,
        brands: {
          philips: [m('Series 3000 S3244', {}, { form: 'rotary' }), m('Series 5000 S5587', {}, { form: 'rotary' }), m('Series 9000 S9985', {}, { form: 'rotary' })],
          braun: [m('Series 5 51-B1000s', {}, { form: 'foil' }), m('Series 7 71-S1000s', {}, { form: 'foil' }), m('Series 9 Pro+ 9577cc', {}, { form: 'foil' })],
          xiaomi: [m('Electric Shaver S301', {}, { form: 'rotary' })],
          remington: [m('R5 Style Series XR1750', {}, { form: 'rotary' })],
        },
        params: { battery_h: ['6 h', '8 h'], water: ['IPX7'] },
      },
      {
        t: ['Trimmerlər', 'Триммеры', 'Trimmers'],
        kind: 'shaver',
        noun: ['Trimmer', 'Триммер', 'Trimmer'],
        palette: 'tech',
        price: [39, 349],
        weight: 2,
        giftable: true,
        brands: { philips: ['OneBlade QP2724', 'Multigroom MG7720', 'Beard Trimmer BT5502'], braun: ['MGK5280', 'BT7420'], remington: ['MB4000', 'PG6000'], xiaomi: ['Grooming Kit Pro'] },
        params: { battery_h: ['6 h', '8 h'], water: ['IPX7'] },
        look: { form: 'trimmer' },
      },
      {
        t: ['Epilyatorlar', 'Эпиляторы', 'Epilators'],
        kind: 'shaver',
        noun: ['Epilyator', 'Эпилятор', 'Epilator'],
        palette: 'beauty',
        price: [69, 899],
        weight: 1,
        march8: true,
        brands: { braun: ['Silk-épil 5 SE5-000', 'Silk-épil 9 SES 9-000', 'Silk-expert Pro 5 PL5137'], philips: ['Series 8000 BRE740', 'Lumea IPL BRI947'], remington: ['iLight Pro IPL6750'] },
        params: { connection: ['Wired'], water: ['IPX7'] },
        look: { form: 'epilator' },
      },
    ],
  },
];
