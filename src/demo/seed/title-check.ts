import { chip, type Picked, type SubDef } from './data/categories.ts';

/**
 * The seed's title rule, for its tests: a title names a screen size, a chip, a memory size or any other
 * figure at most once, and each agrees with the product's specifications (OPS-5: "MacBook Air 13 M3 14\" M4").
 */

const all = (re: RegExp, s: string) => [...s.matchAll(re)];
/** "8 GB" → 8 GB in GB; "1 TB" → 1024 */
const gigabytes = (v: string | undefined) => (v ? parseFloat(v) * (/TB/.test(v) ? 1024 : 1) : NaN);

/** What a title says, checked against the product's own specifications: the list of contradictions (empty when none). */
export function contradictions(title: string, p: Picked, sub: SubDef, brand: string): string[] {
  const out: string[] = [];
  // screen sizes: at most one, and the product's own
  const inches = all(/(\d+(?:\.\d+)?)"/g, title).map((x) => x[1]!);
  if (inches.length > 1) out.push(`two screen sizes: ${inches.join(', ')}`);
  const screen = p.screen ?? p.diagonal;
  if (inches.length && parseFloat(inches[0]!) !== parseFloat(screen ?? ''))
    out.push(`screen ${inches[0]}" but specs say ${screen}`);
  // chips, where the product has a processor: named once, and the product's own ("Tour One M2" is no chip)
  if ('cpu' in sub.params) {
    // Apple's A chips ("A17 Pro") only on Apple products: "TUF Gaming A15" is a model name
    const re = brand === 'apple' ? /\b(M[1-4]|A1[4-8](?: Pro)?)\b/g : /\b(M[1-4]|Core (?:Ultra \d|i\d)|Ryzen \d)\b/g;
    const chips = all(re, title).map((x) => x[1]!);
    if (chips.length > 1) out.push(`two chips: ${chips.join(', ')}`);
    if (chips.length !== 1 && p.cpu) out.push(`the chip ${p.cpu} is not named once`);
    if (chips.length && chips[0] !== chip(p.cpu)) out.push(`chip ${chips[0]} but specs say ${p.cpu}`);
  }
  // memory "8/256GB": RAM and storage (or SSD); a lone "256GB": storage
  const mem = /\b(\d+)\/(\d+)(GB|TB)\b/.exec(title);
  const store = p.storage ?? p.ssd;
  if (mem) {
    if (Number(mem[1]) !== gigabytes(p.ram)) out.push(`RAM ${mem[1]} but specs say ${p.ram}`);
    if (Number(mem[2]) * (mem[3] === 'TB' ? 1024 : 1) !== gigabytes(store))
      out.push(`storage ${mem[2]}${mem[3]} but specs say ${store}`);
  }
  for (const lone of all(/(?<![/\d])\b(\d+)(GB|TB)\b/g, title))
    if (Number(lone[1]) * (lone[2] === 'TB' ? 1024 : 1) !== gigabytes(store))
      out.push(`storage ${lone[0]} but specs say ${store}`);
  if (all(/\b\d+(?:GB|TB)\b/g, title).length > 1) out.push('two storage sizes');
  // units that name one parameter each
  const units: [RegExp, string][] = [
    [/\b(\d+)W\b/g, 'power'],
    [/\b(\d+)mAh\b/g, 'battery_mah'],
    [/\b(\d+(?:\.\d+)?) ?L\b/g, 'volume_l'],
    [/\b(\d+)kg\b/g, 'load_kg'],
    [/\b(\d+) BTU\b/g, 'btu'],
    [/\b(\d+)Hz\b/g, 'refresh'],
  ];
  for (const [re, code] of units) {
    // a figure is a specification where the category has that parameter ("Victus 15L" names a case)
    if (!(code in sub.params)) continue;
    const hits = all(re, title);
    if (hits.length > 1) out.push(`two ${code} values`);
    if (hits.length && parseFloat(hits[0]![1]!) !== parseFloat(p[code] ?? ''))
      out.push(`${hits[0]![0]} but specs say ${code} ${p[code]}`);
  }
  // a repeated word ("Xiaomi Xiaomi 14")
  const words = title.split(' ');
  for (let i = 1; i < words.length; i++)
    if (words[i]!.toLowerCase() === words[i - 1]!.toLowerCase()) out.push(`"${words[i]}" twice`);
  return out;
}
