import { ALERTS_PER_IP_PER_HOUR, alertHolds, canSubscribe, type AlertKind } from '../../../domain/alerts.ts';
import type { AlertReply, AlertRequest, MyAlert } from '../../../domain/api/alerts.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { Keyring } from '../../../domain/key-rotation.ts';
import { localePath } from '../../../domain/routes.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { alertOfToken } from './alert-links.ts';
import { AlertsRepo } from './alerts.repo.ts';

const HOUR_MS = 3_600_000;
const OTP_PURPOSE = 'alert';
const MINE_MAX = 100;

export interface AlertsServiceDeps {
  connection: TransactionalConnection;
  otp: Pick<OtpService, 'issue' | 'check' | 'consume'>;
  i18n: I18n;
  /** signs the unsubscribe links (`secrets.otpKeys`) */
  keys: Keyring;
  now?: () => Date;
}

export interface MostWantedRow {
  productId: number;
  sku: string;
  title: string;
  price: number;
  stock: number;
  alerts: number;
}

type Title = { title_az: string; title_ru: string; title_en: string };
export const titleIn = (p: Title, lang: Lang): string => p[`title_${lang}`] || p.title_az;

/**
 * Stock and price alerts (issue 32, decision 0092): subscribe (a guest confirms the mobile or address with a code),
 * unsubscribe by the link, the cabinet's list and cancel, the back office's "Most wanted". The job that sends them
 * is `AlertsSender`.
 */
export class AlertsService {
  private readonly now: () => Date;

  constructor(private readonly deps: AlertsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async subscribe(input: AlertRequest, viewer: Viewer | null, clientIp: string | null): Promise<Result<AlertReply>> {
    const lang: Lang = input.lang ?? DEFAULT_LANG;
    const mobile = input.mobile ?? null;
    const email = input.email ? input.email.toLowerCase() : null;
    if (mobile && email) return fail('invalid', 'alerts.oneContact', { mobile: 'alerts.oneContact' });
    if (!mobile && !email)
      return fail('invalid', 'alerts.contactRequired', {
        mobile: 'alerts.contactRequired',
        email: 'alerts.contactRequired',
      });
    const channel = mobile ? 'sms' : 'email';
    const recipient = (mobile ?? email)!;
    const shared = this.deps.connection.shared.repo(AlertsRepo);
    const product = await shared.product(input.productId);
    if (!product || !product.active) return fail('notFound', 'alerts.productNotFound');
    if (!canSubscribe(input.kind, product)) return fail('conflict', 'alerts.inStock', { kind: 'alerts.inStock' });

    const own = viewer && (mobile ? viewer.mobile === mobile : viewer.email?.toLowerCase() === email);
    if (!own) {
      if (!input.token || !input.otp) {
        const issued = await this.deps.otp.issue({
          purpose: OTP_PURPOSE,
          mobile: recipient,
          clientIp,
          lang,
          ...(channel === 'email' ? { email: { subjectKey: 'alerts.codeSubject' } } : {}),
        });
        if (!issued.ok) return issued;
        return ok({ otp: true, channel, ...issued.data });
      }
      const checked = await this.deps.otp.check({
        token: input.token,
        code: input.otp,
        mobile: recipient,
        purpose: OTP_PURPOSE,
      });
      if (!checked.ok) {
        if (checked.reason === 'wrong')
          return fail('invalid', 'validation.failed', { otp: 'otp.wrongCode' }, { count: checked.attemptsLeft });
        const key = checked.reason === 'tooMany' ? 'otp.tooManyAttempts' : 'otp.expired';
        return fail('invalid', key, { otp: key });
      }
    }

    const at = this.now();
    const outcome = await this.deps.connection.transaction(
      async (uow): Promise<{ id: number } | 'tooMany' | 'expired'> => {
        const repo = uow.repo(AlertsRepo);
        const existing = await repo.active(input.productId, input.kind, recipient);
        if (existing) return existing;
        const since = new Date(at.getTime() - HOUR_MS).toISOString();
        if (clientIp && (await repo.countFromIpSince(clientIp, since)) >= ALERTS_PER_IP_PER_HOUR) return 'tooMany';
        // the code is spent with the alert it made, in one transaction
        if (!own && !(await this.deps.otp.consume(uow, input.token!))) return 'expired';
        const id =
          (await repo.insert({
            productId: input.productId,
            kind: input.kind,
            channel,
            recipient,
            lang,
            customerId: viewer?.userId ?? null,
            priceAt: product.price,
            clientIp,
            at: at.toISOString(),
          })) ?? (await repo.active(input.productId, input.kind, recipient))?.id;
        if (id === undefined) return 'expired';
        // the stock came back (or the price fell) between the check and the insert: the trigger saw no alert yet
        const now = await repo.product(input.productId);
        if (now && alertHolds({ kind: input.kind, priceAt: product.price }, { ...now, active: !!now.active }))
          await repo.markDue(id);
        return { id };
      },
    );
    if (outcome === 'tooMany') return fail('tooMany', 'alerts.tooMany');
    if (outcome === 'expired') return fail('invalid', 'otp.expired', { otp: 'otp.expired' });
    const done = input.kind === 'stock' ? 'alerts.doneStock' : 'alerts.donePrice';
    return ok({ otp: false, alertId: outcome.id, message: this.deps.i18n.t(lang, done, { to: shown(recipient) }) });
  }

  /** Ends the alert of an unsubscribe link; a link used twice still answers that the alert is off. */
  async unsubscribe(token: string, lang: Lang): Promise<Result<{ message: string }>> {
    const id = alertOfToken(this.deps.keys, token);
    if (id === null) return fail('invalid', 'alerts.badLink', { token: 'alerts.badLink' });
    const repo = this.deps.connection.shared.repo(AlertsRepo);
    const alert = await repo.byId(id);
    if (!alert) return fail('invalid', 'alerts.badLink', { token: 'alerts.badLink' });
    await repo.end(id, 'cancelled', this.now().toISOString());
    return ok({ message: this.deps.i18n.t(lang, 'alerts.unsubscribed') });
  }

  /** The customer's alerts, newest first (at most 100). */
  async mine(viewer: Viewer, lang: Lang): Promise<Result<{ alerts: MyAlert[] }>> {
    const repo = this.deps.connection.shared.repo(AlertsRepo);
    const rows = await repo.ofCustomer(viewer.userId, MINE_MAX);
    const paths = await repo.productPaths([...new Set(rows.map((r) => r.product_id))], lang);
    return ok({
      alerts: rows.map((r) => {
        const path = paths.get(r.product_id);
        return {
          id: r.id,
          productId: r.product_id,
          title: titleIn(r, lang),
          href: localePath(lang, path ? `/${path}` : `/p/${r.product_id}`),
          image: null,
          kind: r.kind as AlertKind,
          channel: r.channel as 'sms' | 'email',
          recipient: shown(r.recipient),
          priceAt: r.price_at,
          price: r.price,
          status: r.status as MyAlert['status'],
          createdAt: r.created_at,
          endedAt: r.ended_at,
        };
      }),
    });
  }

  /** Cancels one of the customer's active alerts; answers the list. Another's alert or an unknown id: 404. */
  async cancel(viewer: Viewer, id: number, lang: Lang): Promise<Result<{ alerts: MyAlert[] }>> {
    const repo = this.deps.connection.shared.repo(AlertsRepo);
    const alert = await repo.byId(id);
    if (!alert || alert.customer_id !== viewer.userId) return fail('notFound', 'alerts.notFound');
    await repo.end(id, 'cancelled', this.now().toISOString(), viewer.userId);
    return this.mine(viewer, lang);
  }

  /** Sold-out products by their number of active stock alerts (the back office). */
  async mostWanted(lang: Lang, limit = 50): Promise<MostWantedRow[]> {
    const rows = await this.deps.connection.shared.repo(AlertsRepo).mostWanted(limit);
    return rows.map((r) => ({
      productId: r.id,
      sku: r.sku,
      title: titleIn(r, lang),
      price: r.price,
      stock: r.stock,
      alerts: Number(r.alerts),
    }));
  }
}

/** A recipient as shown back: the mobile as +994…, the address as is. */
export function shown(recipient: string): string {
  return /^\d+$/.test(recipient) ? `+${recipient}` : recipient;
}
