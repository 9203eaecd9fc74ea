import type { ProductKind } from '../../server/modules/media/drawing-kinds.ts';

/**
 * The design space of each product kind's drawing: named slots, each with its options. A design is one option
 * per slot, packed into one number (mixed radix, the first slot lowest) that the image key carries as `--s{n}`:
 * `phone--1f2937--pair--s1234.png`. The seed picks designs per brand and model (a Samsung's cameras sit in a
 * vertical row, an iPhone's in a square island…); the drawing reads the slots back. Slot 0 of every option list
 * is the default, so design 0 (no suffix) is the plain drawing.
 */
export const DESIGNS = {
  phone: {
    form: ['bar', 'flip', 'fold', 'keypad'],
    cam: ['square', 'vertical', 'block', 'circle', 'grid', 'bar', 'pill'],
    lenses: ['3', '2', '4', '1'],
    notch: ['island', 'punch', 'notch', 'drop'],
    edge: ['round', 'soft', 'square'],
    wall: ['aurora', 'ocean', 'sunset', 'forest', 'graphite', 'candy', 'bloom', 'dunes'],
  },
  tablet: {
    form: ['tablet', 'ereader'],
    orient: ['portrait', 'landscape'],
    bezel: ['slim', 'medium'],
    cam: ['single', 'duo', 'strip'],
    wall: ['aurora', 'ocean', 'sunset', 'forest', 'graphite', 'candy', 'bloom', 'dunes'],
  },
  laptop: {
    form: ['standard', 'ultrabook', 'gaming', 'business', 'convertible'],
    bezel: ['thin', 'medium'],
    accent: ['red', 'cyan', 'purple', 'green'],
    wall: ['aurora', 'ocean', 'sunset', 'forest', 'graphite', 'candy', 'bloom', 'dunes'],
  },
  monitor: {
    stand: ['pedestal', 'v', 'arm'],
    bezel: ['thin', 'medium'],
    curve: ['flat', 'curved'],
    accent: ['none', 'red', 'blue'],
    wall: ['aurora', 'ocean', 'sunset', 'forest', 'graphite', 'candy', 'bloom', 'dunes'],
  },
  tv: {
    stand: ['feet', 'pedestal', 'wide'],
    bezel: ['thin', 'frame'],
    wall: ['sunset', 'ocean', 'forest', 'aurora', 'graphite', 'candy', 'bloom', 'dunes'],
  },
  desktop: {
    form: ['tower', 'gaming', 'mini'],
    accent: ['cyan', 'red', 'purple', 'green'],
  },
  headphones: {
    form: ['over', 'on', 'gaming'],
    cup: ['oval', 'round', 'square'],
    accent: ['none', 'red', 'cyan', 'gold'],
  },
  earbuds: {
    case: ['pill', 'squircle', 'round', 'stadium'],
    bud: ['stem', 'round'],
  },
  speaker: {
    form: ['tube', 'cube', 'puck', 'tower'],
    accent: ['none', 'orange', 'cyan', 'gold'],
  },
  soundbar: {
    form: ['bar', 'slim', 'tall'],
  },
  smartwatch: {
    form: ['square', 'round', 'rugged', 'band'],
    face: ['rings', 'analog', 'digital', 'gradient'],
    strap: ['sport', 'loop', 'link'],
  },
  camera: {
    form: ['mirrorless', 'dslr', 'action', 'gimbal'],
    accent: ['none', 'red', 'gold', 'orange'],
  },
  console: {
    form: ['tower', 'box', 'compact'],
  },
  gamepad: {
    form: ['ps', 'xbox', 'generic'],
  },
  handheld: {
    form: ['switch', 'lite'],
  },
  kettle: {
    form: ['classic', 'cylinder', 'gooseneck'],
    window: ['side', 'none'],
  },
  vacuum: {
    form: ['stick', 'robot', 'canister'],
  },
  coffee: {
    form: ['automatic', 'capsule', 'espresso'],
  },
  blender: {
    form: ['jug', 'hand'],
  },
  microwave: {
    form: ['dial', 'touch'],
    door: ['dark', 'mirror'],
  },
  fridge: {
    form: ['bottom', 'side', 'top'],
    handle: ['bar', 'recessed'],
    display: ['panel', 'none'],
  },
  washer: {
    form: ['front', 'dishwasher'],
    panel: ['dial', 'touch'],
    door: ['chrome', 'dark'],
  },
  router: {
    form: ['four', 'two', 'six', 'mesh'],
  },
  powerbank: {
    form: ['slim', 'brick', 'magnetic'],
  },
  charger: {
    form: ['cube', 'folding', 'dual'],
  },
  drone: {
    form: ['pro', 'mini'],
  },
  hairdryer: {
    form: ['pistol', 'ring', 'compact'],
  },
  shaver: {
    form: ['rotary', 'foil', 'trimmer', 'epilator'],
  },
  tvbox: {
    form: ['box', 'stick', 'puck'],
  },
  purifier: {
    form: ['tower', 'box', 'loop'],
  },
} as const satisfies Partial<Record<ProductKind, Record<string, readonly string[]>>>;

type Designs = typeof DESIGNS;
export type DesignedKind = keyof Designs;
/** one option per slot (all optional when choosing: missing slots are 0, the default) */
type DesignChoice<K extends DesignedKind> = {
  -readonly [S in keyof Designs[K]]?: Designs[K][S] extends readonly (infer O)[] ? O : never;
};
/** a decoded design: every slot named, as the drawing reads it */
export type Design = Readonly<Record<string, string>>;

export const hasDesigns = (kind: ProductKind): kind is DesignedKind => Object.hasOwn(DESIGNS, kind);

/** the number of distinct designs of a kind (1 for kinds without slots) */
export function designCount(kind: ProductKind): number {
  if (!hasDesigns(kind)) return 1;
  let n = 1;
  for (const opts of Object.values(DESIGNS[kind]) as readonly (readonly string[])[]) n *= opts.length;
  return n;
}

/** packs a choice into its number; throws on an option the kind does not have (a seed data error) */
export function encodeDesign<K extends DesignedKind>(kind: K, choice: DesignChoice<K>): number {
  let n = 0;
  let mul = 1;
  for (const [slot, opts] of Object.entries(DESIGNS[kind]) as [string, readonly string[]][]) {
    const want = (choice as Record<string, string | undefined>)[slot];
    const i = want === undefined ? 0 : opts.indexOf(want);
    if (i < 0) throw new Error(`design of ${kind}: no ${slot} "${want}"`);
    n += i * mul;
    mul *= opts.length;
  }
  return n;
}

/** unpacks a design number (any number: digits past a slot's options wrap) */
export function decodeDesign(kind: ProductKind, n: number): Design {
  const out: Record<string, string> = {};
  if (!hasDesigns(kind)) return out;
  let rest = Math.max(0, Math.floor(n));
  for (const [slot, opts] of Object.entries(DESIGNS[kind]) as [string, readonly string[]][]) {
    out[slot] = opts[rest % opts.length]!;
    rest = Math.floor(rest / opts.length);
  }
  return out;
}
