import { z } from 'zod';

/**
 * Readers of one environment variable's text (`config-env.ts` uses them): each gives its default for an empty or
 * absent value, or an issue whose message `loadConfig` prints beside the variable's name.
 */

export const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return def;
      const s = v.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(s)) return true;
      if (['0', 'false', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true/false, 1/0, yes/no or on/off' });
      return z.NEVER;
    });

export const csv = (def: string[], allowed?: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list =
        v === undefined || v.trim() === ''
          ? def
          : v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
      if (allowed) {
        const bad = list.filter((x) => !allowed.includes(x));
        if (bad.length) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown value(s) ${bad.join(', ')}; allowed: ${allowed.join(', ')}`,
          });
          return z.NEVER;
        }
      }
      if (list.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'must list at least one value' });
        return z.NEVER;
      }
      return list;
    });

/** "2026-12-31,2027-01-01" → days as Baku `Y-m-d` (real calendar days); empty or absent → none. */
export const dayList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter(
      (d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d,
    );
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected days as YYYY-MM-DD separated by commas; not a day: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    if (list.length > 366) {
      ctx.addIssue({ code: 'custom', message: 'expected at most 366 days' });
      return z.NEVER;
    }
    return list;
  });

/** "12.5" AZN → 1250 qəpik. */
export const manat = (def: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      if (!/^\d+(\.\d{1,2})?$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: 'expected an amount in AZN such as 100 or 99.90' });
        return z.NEVER;
      }
      return Math.round(Number(v.trim()) * 100);
    });

/** "birkart:2,3,6,12;tamkart:3,6,12,18" → { birkart: [2,3,6,12], tamkart: [3,6,12,18] } */
export const installmentCards = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const src = v === undefined || v.trim() === '' ? 'birkart:2,3,6,12;tamkart:3,6,9,12,18' : v;
    const out: Record<string, number[]> = {};
    for (const part of src
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const m = /^([a-z][a-z0-9_-]*)\s*:\s*(\d+(?:\s*,\s*\d+)*)$/i.exec(part);
      if (!m) {
        ctx.addIssue({
          code: 'custom',
          message: `cannot read "${part}"; expected card:months,months (e.g. birkart:3,6,12)`,
        });
        return z.NEVER;
      }
      const months = m[2]!.split(',').map((s) => Number(s.trim()));
      if (months.some((n) => n < 1 || n > 60)) {
        ctx.addIssue({ code: 'custom', message: `months for ${m[1]} must be between 1 and 60` });
        return z.NEVER;
      }
      out[m[1]!.toLowerCase()] = [...new Set(months)].sort((a, b) => a - b);
    }
    return out;
  });

export const optionalUrl = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    try {
      const u = new URL(v.trim());
      if (!/^https?:$/.test(u.protocol)) throw new Error('protocol');
      return u.toString().replace(/\/$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected an absolute http(s) URL' });
      return z.NEVER;
    }
  });

/**
 * The shop's profile on one network (SOCIAL_FACEBOOK …): an https address on that network's site with a path — a
 * profile, never the network's home page. Unset or empty: the footer shows no icon for the network.
 */
export const socialProfile = (host: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      let u: URL | null = null;
      try {
        u = new URL(v.trim());
      } catch {
        /* answered below */
      }
      const onHost = u !== null && (u.hostname === host || u.hostname.endsWith(`.${host}`));
      if (u === null || u.protocol !== 'https:' || !onHost || u.pathname.replace(/\/+$/, '') === '') {
        ctx.addIssue({
          code: 'custom',
          message: `expected the shop's profile address on ${host} (https://${host}/yourshop), not the network's home page`,
        });
        return z.NEVER;
      }
      return u.toString().replace(/\/$/, '');
    });

export const trackingId = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    if (!/^[A-Za-z0-9-]{3,40}$/.test(v.trim())) {
      ctx.addIssue({ code: 'custom', message: 'expected letters, digits and dashes only' });
      return z.NEVER;
    }
    return v.trim();
  });

export const phone = (def: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim() || def;
      const digits = s.replace(/[\s()+-]/g, '');
      if (!/^\d{9,15}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: 'expected a phone number such as +994 12 345 67 89' });
        return z.NEVER;
      }
      return digits;
    });

export const millis = (def: number, min: number) =>
  z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int({ error: 'expected a whole number of milliseconds' })
    .min(min, { error: `expected at least ${min} ms` })
    .max(600_000, { error: 'expected at most 600000 ms' })
    .optional()
    .default(def);

/**
 * Signing keys given by the operator instead of the database's (decision 0066): a comma-separated list, the first
 * signs and every one is accepted (rotation: "new,old", later "new"); each at least 32 characters without spaces.
 */
export const keyList = (check: RegExp, message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!list.length) return undefined;
      if (!list.every((k) => check.test(k))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return list;
    });

/** "shop.az, www.shop.az:8080" → ['shop.az', 'www.shop.az:8080'] (lower case) */
export const hosts = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = list.filter((h) => !/^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/.test(h));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a host name: ${bad.join(', ')} (expected names such as shop.az or shop.az:8080, comma-separated)`,
      });
      return z.NEVER;
    }
    return list;
  });
