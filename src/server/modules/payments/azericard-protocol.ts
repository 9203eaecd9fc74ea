import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Azericard e-commerce gateway's CGI/WWW-forms protocol (decision 0025): the pure pieces — field names and
 * their MAC order, the MAC source string, the HMAC-SHA1 signature, amounts and timestamps. No I/O, no clock, no
 * randomness: callers pass those in, so a fixed vector pins the whole thing down (azericard-protocol.test.ts).
 *
 * MAC ("P_SIGN"): the value of each field in the documented order, each preceded by its length in bytes (UTF-8),
 * an empty field written as a single "-" with no length; HMAC-SHA1 of that string with the terminal's key (given as
 * hex), sent as hex.
 */

/** ISO 4217 numeric code of the manat: the only currency our terminals take. */
export const CURRENCY_AZN = '944';
/** TRTYPE 1: authorisation that is also the sale (funds taken at once); 0 would be a pre-authorisation. */
export const TRTYPE_SALE = '1';
/** TRTYPE 24: reversal (refund) of an approved sale, in full or in part, named by its ORDER, RRN and INT_REF. */
export const TRTYPE_REFUND = '24';
export const COUNTRY_AZ = 'AZ';
/** ACTION 0: the gateway approved the transaction; anything else is not a payment. */
export const ACTION_APPROVED = '0';
/** How far the gateway's TIMESTAMP may be from our clock before a callback counts as stale (either way). */
export const TIMESTAMP_TOLERANCE_MS = 60 * 60 * 1000;
/** DESC is 1–50 characters in the protocol. */
export const DESC_MAX = 50;

/**
 * The MAC order of the authorisation request (shop → gateway, through the shopper's browser). MERCHANT is a field of
 * the protocol we never send (our terminal has no separate merchant id): it stays in the order, as "-". LANG is sent
 * but not signed.
 */
export const REQUEST_MAC_FIELDS = [
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'DESC',
  'MERCH_NAME',
  'MERCH_URL',
  'MERCHANT',
  'TERMINAL',
  'EMAIL',
  'TRTYPE',
  'COUNTRY',
  'MERCH_GMT',
  'TIMESTAMP',
  'NONCE',
  'BACKREF',
] as const;

/** The MAC order of the gateway's answer (gateway → shop: the callback). */
export const CALLBACK_MAC_FIELDS = [
  'TERMINAL',
  'TRTYPE',
  'ORDER',
  'AMOUNT',
  'CURRENCY',
  'ACTION',
  'RC',
  'APPROVAL',
  'RRN',
  'INT_REF',
  'TIMESTAMP',
  'NONCE',
] as const;

/**
 * The MAC order of a reversal request (shop → gateway, server to server: TRTYPE 24). The amount is the part of the
 * sale to give back; ORDER, RRN and INT_REF name the approved sale as the gateway's answer gave them.
 */
export const REFUND_MAC_FIELDS = [
  'ORDER',
  'AMOUNT',
  'CURRENCY',
  'RRN',
  'INT_REF',
  'TRTYPE',
  'TERMINAL',
  'TIMESTAMP',
  'NONCE',
] as const;

/** The fields of a reversal request, P_SIGN last. */
export const REFUND_FIELDS = [...REFUND_MAC_FIELDS, 'P_SIGN'] as const;

/** The fields of the form the shop posts (in the order of the protocol's table), P_SIGN last. */
export const REQUEST_FIELDS = [
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'DESC',
  'MERCH_NAME',
  'MERCH_URL',
  'TERMINAL',
  'EMAIL',
  'TRTYPE',
  'COUNTRY',
  'MERCH_GMT',
  'TIMESTAMP',
  'NONCE',
  'BACKREF',
  'LANG',
  'P_SIGN',
] as const;

/** "length value" for each field in `order`; "-" for a missing or empty one. Lengths count UTF-8 bytes. */
export function macSource(fields: Readonly<Record<string, string | undefined>>, order: readonly string[]): string {
  let out = '';
  for (const name of order) {
    const v = fields[name] ?? '';
    out += v === '' ? '-' : `${Buffer.byteLength(v, 'utf8')}${v}`;
  }
  return out;
}

/** HMAC-SHA1 of `source` with the hex key, as lower-case hex (what the merchant samples of the protocol send). */
function mac(source: string, hexKey: string): string {
  return createHmac('sha1', Buffer.from(hexKey, 'hex')).update(source, 'utf8').digest('hex');
}

export function signRequest(fields: Readonly<Record<string, string | undefined>>, hexKey: string): string {
  return mac(macSource(fields, REQUEST_MAC_FIELDS), hexKey);
}

export function signCallback(fields: Readonly<Record<string, string | undefined>>, hexKey: string): string {
  return mac(macSource(fields, CALLBACK_MAC_FIELDS), hexKey);
}

/** P_SIGN of a reversal request. */
export function signRefund(fields: Readonly<Record<string, string | undefined>>, hexKey: string): string {
  return mac(macSource(fields, REFUND_MAC_FIELDS), hexKey);
}

/** Whether a reversal request's P_SIGN is the MAC of its fields with this key (the gateway's check). */
export function refundSignatureValid(fields: Readonly<Record<string, string | undefined>>, hexKey: string): boolean {
  return macMatches(macSource(fields, REFUND_MAC_FIELDS), hexKey, fields.P_SIGN ?? '');
}

/** Whether `given` (hex, either case) is the MAC of `source`; constant-time. */
function macMatches(source: string, hexKey: string, given: string): boolean {
  if (!/^[0-9a-fA-F]{40}$/.test(given)) return false;
  const expected = Buffer.from(mac(source, hexKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** Whether the callback's P_SIGN is the MAC of its fields with this key. */
export function callbackSignatureValid(fields: Readonly<Record<string, string | undefined>>, hexKey: string): boolean {
  return macMatches(macSource(fields, CALLBACK_MAC_FIELDS), hexKey, fields.P_SIGN ?? '');
}

/** Whether an authorisation request's P_SIGN is the MAC of its fields with this key (the gateway's check). */
export function requestSignatureValid(fields: Readonly<Record<string, string | undefined>>, hexKey: string): boolean {
  return macMatches(macSource(fields, REQUEST_MAC_FIELDS), hexKey, fields.P_SIGN ?? '');
}

/** 129990 qəpik → "1299.90" (manat with two decimals, a point, no grouping). */
export function formatAmount(qepik: number): string {
  if (!Number.isSafeInteger(qepik) || qepik < 0) throw new RangeError(`not an amount in qəpik: ${qepik}`);
  return `${Math.floor(qepik / 100)}.${String(qepik % 100).padStart(2, '0')}`;
}

/** "1299.90", "1299.9" or "1299" → 129990 qəpik; null for anything else (signs, exponents, commas, 3 decimals). */
export function parseAmount(text: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A moment as the protocol writes it: YYYYMMDDHHMMSS in UTC. */
export function formatTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** YYYYMMDDHHMMSS (UTC) → Date; null when it is not a real moment in that form. */
export function parseTimestamp(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return formatTimestamp(at) === text ? at : null;
}

/** Whether a gateway timestamp is within the tolerance of `now` (either way). */
export function isFresh(timestamp: string, now: Date, toleranceMs = TIMESTAMP_TOLERANCE_MS): boolean {
  const at = parseTimestamp(timestamp);
  return at !== null && Math.abs(at.getTime() - now.getTime()) <= toleranceMs;
}

/** NONCE: 8 to 32 random bytes in hex. */
export const NONCE_PATTERN = /^[0-9A-Fa-f]{16,64}$/;
/** ORDER: digits, 6 to 32 of them; the last six are the day's trace number at the terminal. */
export const ORDER_PATTERN = /^\d{6,32}$/;

/** The shop's language as the gateway's LANG. */
export function gatewayLang(lang: 'az' | 'ru' | 'en'): 'AZ' | 'RU' | 'EN' {
  return lang === 'ru' ? 'RU' : lang === 'en' ? 'EN' : 'AZ';
}

/** The gateway's LANG as the shop's language (anything unknown: az). */
export function shopLang(lang: string | undefined): 'az' | 'ru' | 'en' {
  const l = (lang ?? '').toLowerCase();
  return l === 'ru' || l === 'en' ? l : 'az';
}

/** Cuts text to at most `max` characters (whole code points), for DESC. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('').trimEnd();
}
