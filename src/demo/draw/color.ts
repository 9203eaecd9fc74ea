/** Colour helpers for the drawings (hex `rrggbb`, no #). */
function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${toHex(x[0] + (y[0] - x[0]) * t)}${toHex(x[1] + (y[1] - x[1]) * t)}${toHex(x[2] + (y[2] - x[2]) * t)}`;
}

export const light = (c: string, t: number) => mix(c, 'ffffff', t);
export const dark = (c: string, t: number) => mix(c, '000000', t);
export const hx = (c: string) => `#${c.replace('#', '')}`;

/** relative luminance 0..1 */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
