/** price tier of a brand inside a category's range (0 = entry, 1 = flagship) */
export const BRAND_TIER: Record<string, [number, number]> = {
  apple: [0.45, 1],
  sony: [0.3, 1],
  dyson: [0.55, 1],
  dji: [0.2, 1],
  garmin: [0.3, 1],
  marshall: [0.3, 0.9],
  microsoft: [0.35, 1],
  bosch: [0.3, 1],
  samsung: [0.05, 1],
  lg: [0.15, 1],
  huawei: [0.1, 0.85],
  delonghi: [0.25, 1],
  canon: [0.1, 1],
  nikon: [0.1, 1],
  xiaomi: [0, 0.6],
  realme: [0, 0.4],
  honor: [0.05, 0.6],
  oppo: [0.05, 0.65],
  tcl: [0, 0.6],
  hisense: [0, 0.6],
  beko: [0, 0.55],
  arcelik: [0.1, 0.7],
  midea: [0, 0.55],
  gree: [0.1, 0.8],
  anker: [0.1, 0.9],
  baseus: [0, 0.8],
  nokia: [0, 1],
  amazfit: [0, 0.5],
  acer: [0, 0.7],
  asus: [0.1, 1],
  msi: [0.2, 1],
  lenovo: [0.05, 0.95],
  hp: [0.05, 0.95],
  dell: [0.05, 1],
  tefal: [0, 0.7],
  philips: [0.05, 0.85],
};

/** a shop price in qəpik from an amount in AZN: 41 → 41.00, 1234 → 1239.00 or 1239.99 (by the amount's cents) */
export function modelPrice(azn: number): number {
  const whole = azn < 100 ? Math.max(5, Math.round(azn)) : Math.ceil(azn / 10) * 10 - 1;
  const cents = Math.round((azn % 1) * 100) % 3 === 0 ? 99 : 0;
  return whole * 100 + cents;
}
