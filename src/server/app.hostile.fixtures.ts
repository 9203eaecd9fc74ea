import fc from 'fast-check';
import { signupForm } from './modules/auth/auth.fixtures.ts';
import { pdfBytes } from './modules/careers/sample-files.ts';

/** Hostile bodies for app.hostile.integration.test.ts: generic ones, uploads, form posts and bent schema fields. */

export const CUSTOMER_MOBILE = '994507770025';

// ── bodies ──────────────────────────────────────────────────────────────────────────────────────────────────

export type Req = { label: string; payload?: string | Buffer; type?: string };

export const json = (label: string, v: unknown): Req => ({
  label,
  payload: JSON.stringify(v),
  type: 'application/json',
});
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
const BIG = 'x'.repeat(100 * 1024);
const BOUNDARY = '----hostile25';

/** The values a field is set to, one at a time and all at once. */
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['string', 'x'],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['100 KB string', BIG],
  ['NUL', '\u0000'],
  ['bidi override', '\u202Eevil\u202C'],
  ['40-level array', nested(40)],
  ['negative', -1],
  ['huge number', 1e308],
  ['past int32', 2147483648],
  ['float', 1.5],
];

/** The bad values for a field whose valid sample value is `v`: edges of its own type first, then other types. */
function edgesFor(v: unknown): [string, unknown][] {
  if (typeof v === 'number')
    return [
      ['null', null],
      ['text', '12'],
      ['negative', -1],
      ['fraction', 1.5],
      ['past int32', 2147483648],
      ['past safe integer', 2 ** 53 + 2],
      ['huge', 1e308],
    ];
  if (typeof v === 'string')
    return [
      ['null', null],
      ['number', 12345],
      ['100 KB', BIG],
      ['NUL', 'a\u0000b'],
      ['bidi', '\u202Eevil'],
      ['lone surrogate', '\ud800'],
      ['array', [v]],
    ];
  if (typeof v === 'boolean')
    return [
      ['null', null],
      ['text', 'true'],
      ['number', 2],
    ];
  if (Array.isArray(v))
    return [
      ['null', null],
      ['object', {}],
      ['100 KB item', [BIG]],
      ['nested', nested(40)],
      ['past int32 item', [2147483648]],
      ['5,000 items', Array.from({ length: 5000 }, (_, i) => i + 1)],
      ['null item', [null]],
    ];
  if (v && typeof v === 'object') {
    const each = (x: unknown) => Object.fromEntries(Object.keys(v).map((k) => [k, x]));
    return [
      ['null', null],
      ['array', []],
      ['each part 100 KB', each(BIG)],
      ['each part NUL', each('\u0000')],
      ['each part past int32', each(2147483648)],
      ['an extra part', { ...v, hostile: 1 }],
    ];
  }
  return [
    ['text', 'x'],
    ['past int32', 2147483648],
    ['100 KB', BIG],
    ['NUL', '\u0000'],
    ['object', { a: 1 }],
  ];
}

/** Bodies that do not depend on the route. */
export function genericBodies(): Req[] {
  return [
    json('{}', {}),
    json('JSON array', [{}]),
    json('empty JSON array', []),
    { label: 'JSON number', payload: '42', type: 'application/json' },
    { label: 'JSON null', payload: 'null', type: 'application/json' },
    { label: 'JSON string', payload: '"hello"', type: 'application/json' },
    { label: 'malformed JSON', payload: '{"a": 1,', type: 'application/json' },
    { label: 'JSON with a BOM', payload: '\uFEFF{}', type: 'application/json' },
    {
      label: 'JSON of invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      type: 'application/json',
    },
    { label: '__proto__', payload: '{"__proto__":{"x":1}}', type: 'application/json' },
    json('constructor.prototype', { constructor: { prototype: {} } }),
    json('40 levels deep', { a: nested(40) }),
    json('an extra 100 KB field', { hostile: BIG }),
    { label: 'text/plain', payload: 'hello', type: 'text/plain' },
    { label: 'form-urlencoded', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { label: 'empty JSON body', payload: '', type: 'application/json' },
    { label: 'no body', payload: undefined, type: undefined },
    { label: 'unknown content type', payload: '<a/>', type: 'application/xml' },
    {
      label: 'multipart without boundary',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      type: 'multipart/form-data',
    },
    {
      label: 'truncated multipart',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\nabc`,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    {
      label: 'multipart with a text field only',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="lang"\r\n\r\n\u0000\u202E\r\n--${BOUNDARY}--\r\n`,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
}

/** Form posts (the bank's answers and pages): hostile names and values, repeated and empty names, bad escapes. */
export function formBodies(): Req[] {
  const type = 'application/x-www-form-urlencoded';
  return [
    { label: 'form NUL and bidi', payload: 'ORDER=%00&AMOUNT=%E2%80%AE1&P_SIGN=%00', type },
    { label: 'form prototype keys', payload: '__proto__=x&constructor=y&prototype=z', type },
    { label: 'form repeated name', payload: 'ORDER=1&ORDER=2', type },
    { label: 'form empty name', payload: '=1&a=2', type },
    { label: 'form bad escape', payload: 'ORDER=%zz&AMOUNT=%', type },
    { label: 'form brackets', payload: 'ORDER[]=1&AMOUNT[a]=2', type },
    { label: 'form huge numbers', payload: 'ORDER=99999999999999999999&AMOUNT=1e308&TRTYPE=-1&NONCE=2147483648', type },
    { label: 'form 7 KB value', payload: `P_SIGN=${'A'.repeat(7000)}`, type },
    { label: 'form 100 KB', payload: `ORDER=${BIG}`, type },
    { label: 'form 100 fields', payload: Array.from({ length: 100 }, (_, i) => `f${i}=1`).join('&'), type },
    { label: 'form of invalid UTF-8', payload: Buffer.from([0x4f, 0x3d, 0xff, 0xfe]), type },
  ];
}

/** An upload whose file part is hostile: names with NUL, bidi and path parts, an ELF behind a PDF header. */
export function hostileUploads(): Req[] {
  const part = (name: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const elf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(512, 0x90),
  ]);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    {
      label: 'file named with NUL and bidi',
      payload: part('cv\u0000\u202Efdp.exe', 'application/pdf', pdfBytes()),
      type,
    },
    { label: 'file named ../../', payload: part('../../../etc/passwd', 'image/png', pdfBytes()), type },
    { label: 'file with a 2 KB name', payload: part(`${'n'.repeat(2048)}.png`, 'image/png', Buffer.from('x')), type },
    { label: 'ELF behind a PDF header', payload: part('cv.pdf', 'application/pdf', elf), type },
    { label: 'empty file', payload: part('a.png', 'image/png', Buffer.alloc(0)), type },
  ];
}

/** The object shape of a zod schema (through optional, nullable, pipes and defaults), or undefined. */
function shapeOf(schema: unknown): Record<string, { _zod: { optin?: string } }> | undefined {
  let s = schema as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 10 && s?._zod?.def; i++) {
    const def = s._zod.def;
    if (def.type === 'object') return def.shape as Record<string, { _zod: { optin?: string } }>;
    s = (def.innerType ?? def.in ?? def.schema) as typeof s;
  }
  return undefined;
}

/** Fields of a body: those of its schema (required first), or those a `{}` answer named. */
type Fields = { names: string[]; required: string[] };

export function fieldsOf(schema: unknown, named: string[]): Fields {
  const shape = shapeOf(schema);
  const names = new Set(named.filter((n) => !n.includes('.') && n !== '_'));
  const required = new Set<string>();
  for (const [k, v] of Object.entries(shape ?? {})) {
    if (k === 'lang') continue;
    names.add(k);
    if (v._zod.optin !== 'optional') required.add(k);
  }
  for (const n of named) if (!n.includes('.') && n !== '_') required.add(n);
  return { names: [...names], required: [...required] };
}

/** A value of no particular rule: what fast-check mixes with the bad ones. */
const plausible = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', 'Aysel', 'a@b.az', '994501234567', '2026-01-01', 'az'),
  fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3 }),
);
const badValue = fc.constantFrom(...BAD_VALUES.map(([, v]) => v));

/** Bodies built from the route's fields and, where there is one, a valid sample to bend. */
export function fieldBodies(
  fields: Fields,
  sample: Record<string, unknown> | undefined,
  runs: number,
  seed: number,
  versioned?: number,
): Req[] {
  const base = sample ?? {};
  const out: Req[] = [];
  for (const [name, v] of BAD_VALUES)
    out.push(json(`every field ${name}`, Object.fromEntries(fields.names.map((k) => [k, v]))));
  if (sample) {
    out.push(json('the sample', sample));
    out.push(json('the sample with an extra field', { ...sample, hostileExtra: 1 }));
    for (const k of fields.required) {
      const { [k]: _drop, ...rest } = base;
      out.push(json(`the sample without ${k}`, rest));
    }
    // each field of the sample through the edges of its type, the others valid
    for (const k of Object.keys(sample)) {
      const edges = edgesFor(sample[k]);
      for (const [name, v] of edges) out.push(json(`${k} ${name}`, { ...sample, [k]: v }));
      // the back office's record form saves only what changed (decision 0059)
      if (versioned !== undefined)
        for (const [name, v] of edges.slice(0, 4))
          out.push(
            json(`versioned ${k} ${name}`, { version: versioned, changes: { [k]: v }, base: { [k]: sample[k] } }),
          );
    }
  }
  // each field bad in turn, the others as in the sample
  fields.names.forEach((k, i) => {
    if (sample && k in sample) return;
    const [name, v] = BAD_VALUES[(i + seed) % BAD_VALUES.length]!;
    out.push(json(`${k} ${name}`, { ...base, [k]: v }));
  });
  if (fields.names.length) {
    const arb = fc.record(Object.fromEntries(fields.names.map((k) => [k, fc.oneof(plausible, badValue)])), {
      requiredKeys: [],
    });
    for (const body of fc.sample(arb, { seed, numRuns: runs })) out.push(json('fast-check', { ...base, ...body }));
  }
  return out;
}

export const ADDRESS: Record<string, unknown> = {
  title: 'Home',
  city: 0,
  district: 0,
  place: 0,
  address: 'Nizami küçəsi 10',
};

/** Valid bodies of the shop's forms, to bend one field at a time. */
export const shopSamples = (ids: { product: number }): Record<string, Record<string, unknown>> => ({
  '/api/auth/signup': signupForm('994507770099'),
  '/api/auth/login': { username: CUSTOMER_MOBILE, password: 'wrong horse 1' },
  '/api/auth/remind': { username: CUSTOMER_MOBILE },
  '/api/users/create-address': ADDRESS,
  '/api/users/update-address/:id': ADDRESS,
  '/api/users/update-info': { firstName: 'Aysel', lastName: 'Məmmədova', email: 'aysel@mail.az', gender: 'f' },
  '/api/users/add-to-cart': { product_id: ids.product, qty: 1, max: 5, size: null },
  '/api/users/change-qty': { product_id: ids.product, qty: 2, size: null },
  '/api/users/add-to-wishlist': { product_id: ids.product },
  '/api/users/add-to-compare': { product_id: ids.product },
  '/api/users/remove-item-cart/:id': { size: null },
  '/api/cart/summary': {
    cart: [{ id: ids.product, qty: 1, size: null }],
    mobile: null,
    city: null,
    delivery: 'pickup',
    payment: 'cash',
  },
  '/api/lists/details': { ids: [ids.product] },
  '/api/checkout': {
    cart: [{ id: ids.product, qty: 1 }],
    source: 'buyNow',
    fullName: 'Aysel Məmmədova',
    mobile: '994505551234',
    delivery: 'delivery',
    city: ADDRESS.city,
    district: ADDRESS.district,
    place: ADDRESS.place,
    address: 'Nizami küçəsi 10',
    payment: 'card',
    promoCode: null,
    isMyAddress: false,
  },
  '/api/feedbacks/send': {
    type: 'info',
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: 'aysel@mail.az',
    mobile: '994505551234',
    message: 'Salam',
  },
  '/api/careers/send': {
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: 'aysel@mail.az',
    mobile: '994505551234',
    address: 'Bakı',
    birthday: null,
    vacancyId: null,
  },
  '/api/reviews': {
    productId: ids.product,
    review: 'Yaxşıdır',
    fullName: 'Aysel M',
    email: 'aysel@mail.az',
    rating: 5,
  },
  '/api/subscriptions/send': { email: 'aysel@mail.az' },
});
