import type { ProductKind } from '../../../server/modules/media/drawing-kinds.ts';
import { DESIGNS, encodeDesign, hasDesigns, type DesignedKind } from '../../draw/design.ts';
import type { ModelDef, Picked, SubDef } from './categories.ts';

/**
 * How each brand's products are drawn: the design slots of the media module's drawings (`draw/design.ts`),
 * chosen per brand (a Samsung phone's cameras sit in a column, an iPhone's on a square island), then by the
 * sub-category (feature phones have keypads), the model (a Z Flip folds) and its specifications (a robot
 * vacuum). Slots left open (wallpaper, watch face…) vary by model, the same for all of a model's colours.
 */

type Look = Record<string, string>;

const BRAND_LOOKS: Partial<Record<DesignedKind, Record<string, Look>>> = {
  phone: {
    apple: { cam: 'square', notch: 'island', edge: 'soft' },
    samsung: { cam: 'vertical', notch: 'punch', edge: 'soft' },
    xiaomi: { notch: 'punch', edge: 'soft' },
    huawei: { notch: 'punch' },
    honor: { notch: 'punch' },
    oppo: { notch: 'punch', edge: 'soft' },
    realme: { notch: 'punch' },
  },
  tablet: { apple: { orient: 'portrait', bezel: 'slim' } },
  laptop: {
    apple: { form: 'ultrabook', bezel: 'thin' },
    asus: { accent: 'red' },
    msi: { accent: 'red' },
    lenovo: { accent: 'cyan' },
    acer: { accent: 'cyan' },
    hp: { accent: 'purple' },
    dell: { accent: 'green' },
  },
  tv: { sony: { stand: 'wide' }, lg: { stand: 'wide' }, philips: { stand: 'pedestal' } },
  earbuds: { apple: { case: 'pill' } },
  headphones: { sony: { cup: 'oval' }, marshall: { cup: 'square', accent: 'gold' } },
  smartwatch: { apple: { form: 'square' }, garmin: { form: 'round' } },
  gamepad: { sony: { form: 'ps' }, microsoft: { form: 'xbox' } },
  shaver: { philips: { form: 'rotary' }, braun: { form: 'foil' }, remington: { form: 'foil' } },
};

/** wallpapers each phone maker favours; other screens pick from all */
const BRAND_WALLS: Record<string, string[]> = {
  apple: ['aurora', 'candy', 'graphite', 'ocean'],
  samsung: ['bloom', 'ocean', 'forest', 'candy'],
  xiaomi: ['sunset', 'dunes', 'aurora', 'forest'],
  huawei: ['sunset', 'bloom', 'dunes', 'ocean'],
  honor: ['ocean', 'candy', 'forest', 'aurora'],
  oppo: ['candy', 'forest', 'ocean', 'bloom'],
  realme: ['dunes', 'sunset', 'aurora', 'candy'],
};

/** slots that vary by model when nothing above chose them */
const VARIED: Partial<Record<DesignedKind, string[]>> = {
  phone: ['wall'],
  tablet: ['wall'],
  laptop: ['wall'],
  monitor: ['wall'],
  tv: ['wall'],
  smartwatch: ['face', 'strap'],
  kettle: ['window'],
  microwave: ['door'],
  fridge: ['display'],
  washer: ['panel'],
};

/** slots that are a maker's style: the same for all its models (its fridges' handles, its washers' doors) */
const BY_BRAND: Partial<Record<DesignedKind, string[]>> = {
  fridge: ['handle'],
  washer: ['door'],
  headphones: ['cup'],
  earbuds: ['case'],
};

/** the drawing follows what the product is */
const BY_SPEC: Partial<Record<DesignedKind, (p: Picked) => Look>> = {
  vacuum: (p) => ({ form: p.vacuum_type === 'Robot' ? 'robot' : p.vacuum_type === 'Cordless stick' ? 'stick' : 'canister' }),
  coffee: (p) => ({ form: p.coffee_type === 'Capsule' ? 'capsule' : p.coffee_type === 'Espresso (portafilter)' ? 'espresso' : 'automatic' }),
  fridge: (p) => ({ form: p.fridge_type === 'Side-by-Side' ? 'side' : p.fridge_type === 'Top freezer' ? 'top' : 'bottom' }),
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** the design number of a product's drawing (0 for kinds drawn one way) */
export function designFor(kind: ProductKind, brandSlug: string, model: ModelDef, sub: SubDef, picked: Picked): number {
  if (!hasDesigns(kind)) return 0;
  const slots = DESIGNS[kind] as Record<string, readonly string[]>;
  const choice: Look = {};
  // a sub-category's look may name slots of another kind (a console category drawing a Switch as a handheld)
  const apply = (look: Look | undefined) => {
    for (const [slot, v] of Object.entries(look ?? {})) if (slot in slots) choice[slot] = v;
  };
  apply(BRAND_LOOKS[kind]?.[brandSlug]);
  apply(sub.look);
  apply(model.look);
  apply(BY_SPEC[kind]?.(picked));
  if (kind === 'laptop' && !choice.bezel) choice.bezel = choice.form === 'standard' || choice.form === 'business' || !choice.form ? 'medium' : 'thin';
  for (const slot of BY_BRAND[kind] ?? []) if (!choice[slot]) choice[slot] = slots[slot]![hash(`${brandSlug}|${slot}`) % slots[slot]!.length]!;
  for (const slot of VARIED[kind] ?? []) {
    if (choice[slot]) continue;
    const pool = slot === 'wall' && BRAND_WALLS[brandSlug] ? BRAND_WALLS[brandSlug]! : slots[slot]!;
    choice[slot] = pool[hash(`${brandSlug}|${model.name}|${slot}`) % pool.length]!;
  }
  return encodeDesign(kind, choice as never);
}
