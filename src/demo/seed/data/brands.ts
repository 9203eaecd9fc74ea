import type { Treatment } from '../../draw/wordmark.ts';

/**
 * Real brand names sold by the shop. `color` is the brand's colour; `home` marks the home-page brand slider;
 * `logo` is how its wordmark is set (the name in type: face, case, spacing, a frame; no maker's logo copied).
 */
interface BrandDef {
  slug: string;
  title: string;
  color: string;
  home?: boolean;
  country: string;
  logo: Treatment;
}

export const BRANDS: BrandDef[] = [
  { slug: 'apple', title: 'Apple', color: '111827', home: true, country: 'China', logo: { face: 'sans', tracking: -0.02, color: '1d1d1f' } },
  { slug: 'samsung', title: 'Samsung', color: '1428a0', home: true, country: 'Vietnam', logo: { face: 'sansBold', case: 'upper', tracking: 0.12, width: 1.12, color: '1428a0' } },
  { slug: 'xiaomi', title: 'Xiaomi', color: 'ff6900', home: true, country: 'China', logo: { face: 'sansBold', case: 'lower', color: 'ff6900' } },
  { slug: 'huawei', title: 'Huawei', color: 'c7000b', home: true, country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.04, color: 'c7000b' } },
  { slug: 'honor', title: 'Honor', color: '0a57d0', country: 'China', logo: { face: 'sans', case: 'upper', tracking: 0.3, color: '0a57d0' } },
  { slug: 'oppo', title: 'Oppo', color: '1ba784', country: 'China', logo: { face: 'sansBold', case: 'lower', tracking: 0.02, width: 1.15, color: '1ba784' } },
  { slug: 'realme', title: 'Realme', color: 'e8b400', country: 'China', logo: { face: 'sansBold', case: 'lower', frame: 'box', color: 'ffc915', color2: '111111' } },
  { slug: 'nokia', title: 'Nokia', color: '124191', country: 'India', logo: { face: 'sansBold', case: 'upper', tracking: 0.03, width: 0.92, color: '124191' } },
  { slug: 'lenovo', title: 'Lenovo', color: 'e2231a', home: true, country: 'China', logo: { face: 'sansBold', case: 'lower', frame: 'box', color: 'e2231a' } },
  { slug: 'hp', title: 'HP', color: '0096d6', home: true, country: 'China', logo: { face: 'sansBold', case: 'lower', italic: true, frame: 'dot', color: '0096d6' } },
  { slug: 'dell', title: 'Dell', color: '007db8', country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.1, color: '007db8' } },
  { slug: 'asus', title: 'Asus', color: '00539b', home: true, country: 'Taiwan', logo: { face: 'sansBold', case: 'upper', tracking: 0.18, width: 1.1, color: '00539b' } },
  { slug: 'acer', title: 'Acer', color: '83b81a', country: 'Taiwan', logo: { face: 'sansBold', case: 'lower', italic: true, color: '83b81a' } },
  { slug: 'msi', title: 'MSI', color: 'd2001a', country: 'Taiwan', logo: { face: 'sansBold', case: 'upper', italic: true, tracking: 0.08, color: 'd2001a' } },
  { slug: 'sony', title: 'Sony', color: '000000', home: true, country: 'Japan', logo: { face: 'serifBold', case: 'upper', tracking: 0.16, color: '000000' } },
  { slug: 'lg', title: 'LG', color: 'a50034', home: true, country: 'South Korea', logo: { face: 'sansBold', case: 'upper', frame: 'dot', color: '6b6b6b', color2: 'a50034' } },
  { slug: 'philips', title: 'Philips', color: '0b5ed7', home: true, country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.14, color: '0b5ed7' } },
  { slug: 'bosch', title: 'Bosch', color: 'ea0016', home: true, country: 'Germany', logo: { face: 'sansBold', case: 'upper', tracking: 0.06, color: 'ea0016' } },
  { slug: 'tefal', title: 'Tefal', color: 'd6001c', country: 'China', logo: { face: 'sansBold', italic: true, frame: 'underline', color: 'd6001c' } },
  { slug: 'braun', title: 'Braun', color: '1f2937', country: 'Germany', logo: { face: 'sansBold', case: 'upper', width: 0.86, tracking: 0.02, color: '1f2937' } },
  { slug: 'dyson', title: 'Dyson', color: '7c3aed', home: true, country: 'Malaysia', logo: { face: 'sans', case: 'lower', tracking: 0.06, color: '4b5563' } },
  { slug: 'jbl', title: 'JBL', color: 'ff3300', home: true, country: 'China', logo: { face: 'sansBold', case: 'upper', frame: 'box', width: 0.9, color: 'ff3300' } },
  { slug: 'marshall', title: 'Marshall', color: 'b08d57', country: 'China', logo: { face: 'serifBold', italic: true, color: '1c1917' } },
  { slug: 'canon', title: 'Canon', color: 'cc0000', country: 'Japan', logo: { face: 'serifBold', tracking: -0.01, color: 'cc0000' } },
  { slug: 'nikon', title: 'Nikon', color: 'f5c400', country: 'Thailand', logo: { face: 'sansBold', italic: true, frame: 'box', color: 'f5c400', color2: '111111' } },
  { slug: 'gopro', title: 'GoPro', color: '00a8e1', country: 'China', logo: { face: 'sansBold', frame: 'split', splitAt: 2, color: '111827', color2: '00a8e1' } },
  { slug: 'dji', title: 'DJI', color: '1f2937', country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.22, color: '1f2937' } },
  { slug: 'garmin', title: 'Garmin', color: '007cc3', country: 'Taiwan', logo: { face: 'sansBold', case: 'upper', tracking: 0.08, color: '111827', frame: 'underline', color2: '007cc3' } },
  { slug: 'logitech', title: 'Logitech', color: '00b8fc', country: 'China', logo: { face: 'sans', case: 'lower', frame: 'underline', color: '1f2937', color2: '00b8fc' } },
  { slug: 'microsoft', title: 'Microsoft', color: '107c10', country: 'China', logo: { face: 'sans', color: '5e5e5e' } },
  { slug: 'nintendo', title: 'Nintendo', color: 'e60012', home: true, country: 'China', logo: { face: 'sansBold', frame: 'pill', color: 'e60012' } },
  { slug: 'tp-link', title: 'TP-Link', color: '4acbd6', country: 'China', logo: { face: 'sansBold', case: 'lower', color: '1aa3a8' } },
  { slug: 'beko', title: 'Beko', color: '0067b1', country: 'Türkiye', logo: { face: 'sansBold', case: 'lower', width: 1.1, color: '0067b1' } },
  { slug: 'arcelik', title: 'Arçelik', color: 'e30613', home: true, country: 'Türkiye', logo: { face: 'sansBold', italic: true, color: 'e30613' } },
  { slug: 'anker', title: 'Anker', color: '00a7e1', country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.1, color: '00a7e1' } },
  { slug: 'baseus', title: 'Baseus', color: '2b2b2b', country: 'China', logo: { face: 'sans', case: 'upper', tracking: 0.24, color: '2b2b2b' } },
  { slug: 'hisense', title: 'Hisense', color: '00a9a5', country: 'China', logo: { face: 'sansBold', color: '00a9a5' } },
  { slug: 'tcl', title: 'TCL', color: 'e4002b', country: 'China', logo: { face: 'sansBold', case: 'upper', italic: true, width: 1.1, color: 'e4002b' } },
  { slug: 'gree', title: 'Gree', color: '0059a9', country: 'China', logo: { face: 'serifBold', case: 'upper', frame: 'pill', tracking: 0.08, color: '0059a9' } },
  { slug: 'midea', title: 'Midea', color: '00a0e9', country: 'China', logo: { face: 'sansBold', italic: true, color: '00a0e9' } },
  { slug: 'remington', title: 'Remington', color: 'a3162a', country: 'China', logo: { face: 'serifBold', case: 'upper', width: 0.82, tracking: 0.03, color: 'a3162a' } },
  { slug: 'rowenta', title: 'Rowenta', color: '5b2c83', country: 'Germany', logo: { face: 'sans', case: 'upper', tracking: 0.2, color: '5b2c83' } },
  { slug: 'delonghi', title: "De'Longhi", color: '0a2240', country: 'Romania', logo: { face: 'serif', color: '0a2240' } },
  { slug: 'amazfit', title: 'Amazfit', color: 'f26522', country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.1, color: 'f26522' } },
  { slug: 'keenetic', title: 'Keenetic', color: '00a3e0', country: 'China', logo: { face: 'sansBold', case: 'upper', tracking: 0.05, color: '00a3e0', frame: 'underline', color2: '1f2937' } },
  { slug: 'pocketbook', title: 'PocketBook', color: '00a651', country: 'China', logo: { face: 'sansBold', frame: 'split', splitAt: 6, color: '1f2937', color2: '00a651' } },
];
