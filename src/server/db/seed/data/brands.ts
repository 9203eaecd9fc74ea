/** Real brand names sold by the shop. `color` is the logo tile's accent; `home` marks the home-page brand slider. */
export interface BrandDef {
  slug: string;
  title: string;
  color: string;
  home?: boolean;
  country: string;
}

export const BRANDS: BrandDef[] = [
  { slug: 'apple', title: 'Apple', color: '111827', home: true, country: 'China' },
  { slug: 'samsung', title: 'Samsung', color: '1428a0', home: true, country: 'Vietnam' },
  { slug: 'xiaomi', title: 'Xiaomi', color: 'ff6900', home: true, country: 'China' },
  { slug: 'huawei', title: 'Huawei', color: 'c7000b', home: true, country: 'China' },
  { slug: 'honor', title: 'Honor', color: '0a57d0', country: 'China' },
  { slug: 'oppo', title: 'Oppo', color: '1ba784', country: 'China' },
  { slug: 'realme', title: 'Realme', color: 'e8b400', country: 'China' },
  { slug: 'nokia', title: 'Nokia', color: '124191', country: 'India' },
  { slug: 'lenovo', title: 'Lenovo', color: 'e2231a', home: true, country: 'China' },
  { slug: 'hp', title: 'HP', color: '0096d6', home: true, country: 'China' },
  { slug: 'dell', title: 'Dell', color: '007db8', country: 'China' },
  { slug: 'asus', title: 'Asus', color: '00539b', home: true, country: 'Taiwan' },
  { slug: 'acer', title: 'Acer', color: '83b81a', country: 'Taiwan' },
  { slug: 'msi', title: 'MSI', color: 'd2001a', country: 'Taiwan' },
  { slug: 'sony', title: 'Sony', color: '000000', home: true, country: 'Japan' },
  { slug: 'lg', title: 'LG', color: 'a50034', home: true, country: 'South Korea' },
  { slug: 'philips', title: 'Philips', color: '0b5ed7', home: true, country: 'China' },
  { slug: 'bosch', title: 'Bosch', color: 'ea0016', home: true, country: 'Germany' },
  { slug: 'tefal', title: 'Tefal', color: 'd6001c', country: 'China' },
  { slug: 'braun', title: 'Braun', color: '1f2937', country: 'Germany' },
  { slug: 'dyson', title: 'Dyson', color: '7c3aed', home: true, country: 'Malaysia' },
  { slug: 'jbl', title: 'JBL', color: 'ff3300', home: true, country: 'China' },
  { slug: 'marshall', title: 'Marshall', color: 'b08d57', country: 'China' },
  { slug: 'canon', title: 'Canon', color: 'cc0000', country: 'Japan' },
  { slug: 'nikon', title: 'Nikon', color: 'f5c400', country: 'Thailand' },
  { slug: 'gopro', title: 'GoPro', color: '00a8e1', country: 'China' },
  { slug: 'dji', title: 'DJI', color: '1f2937', country: 'China' },
  { slug: 'garmin', title: 'Garmin', color: '007cc3', country: 'Taiwan' },
  { slug: 'logitech', title: 'Logitech', color: '00b8fc', country: 'China' },
  { slug: 'microsoft', title: 'Microsoft', color: '107c10', country: 'China' },
  { slug: 'nintendo', title: 'Nintendo', color: 'e60012', home: true, country: 'China' },
  { slug: 'tp-link', title: 'TP-Link', color: '4acbd6', country: 'China' },
  { slug: 'beko', title: 'Beko', color: '0067b1', country: 'Türkiye' },
  { slug: 'arcelik', title: 'Arçelik', color: 'e30613', home: true, country: 'Türkiye' },
  { slug: 'anker', title: 'Anker', color: '00a7e1', country: 'China' },
  { slug: 'baseus', title: 'Baseus', color: '2b2b2b', country: 'China' },
  { slug: 'hisense', title: 'Hisense', color: '00a9a5', country: 'China' },
  { slug: 'tcl', title: 'TCL', color: 'e4002b', country: 'China' },
  { slug: 'gree', title: 'Gree', color: '0059a9', country: 'China' },
  { slug: 'midea', title: 'Midea', color: '00a0e9', country: 'China' },
  { slug: 'remington', title: 'Remington', color: 'a3162a', country: 'China' },
  { slug: 'rowenta', title: 'Rowenta', color: '5b2c83', country: 'Germany' },
  { slug: 'delonghi', title: "De'Longhi", color: '0a2240', country: 'Romania' },
  { slug: 'amazfit', title: 'Amazfit', color: 'f26522', country: 'China' },
  { slug: 'keenetic', title: 'Keenetic', color: '00a3e0', country: 'China' },
  { slug: 'pocketbook', title: 'PocketBook', color: '00a651', country: 'China' },
];
