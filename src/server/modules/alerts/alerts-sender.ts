import { ALERTS_BATCH, ALERTS_PER_RECIPIENT_PER_DAY, alertHolds, bakuDayWindow } from '../../../domain/alerts.ts';
import { isLang, type Lang } from '../../../domain/i18n.ts';
import type { Keyring } from '../../../domain/key-rotation.ts';
import { formatMoney } from '../../../domain/money.ts';
import { localePath } from '../../../domain/routes.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { EmailService } from '../email/email.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { alertToken } from './alert-links.ts';
import { AlertsRepo, type DueAlert } from './alerts.repo.ts';
import { titleIn } from './alerts.service.ts';

interface SenderDeps {
  connection: TransactionalConnection;
  sms: Pick<SmsService, 'enqueueOnce'>;
  email: Pick<EmailService, 'enqueueOnce'>;
  i18n: I18n;
  keys: Keyring;
  site: { origin: string; title: string };
  perDay?: number;
  batch?: number;
  now?: () => Date;
}

export interface SendReport {
  sent: number;
  waiting: number;
  dropped: number;
}

/**
 * The alerts job (decision 0092), run once per cluster by the job runner: reads a batch of due alerts (the partial
 * index the products trigger fills), and for each, in one transaction: checks the condition again (the stock may be
 * gone again: the alert waits for the next return), the recipient's daily limit (over it: the alert waits for the
 * next day in Baku), ends the alert (a conditional update: once) and writes its message to the SMS or email outbox
 * with the alert as the row's unique key — two runners can never both send it. The outbox jobs deliver.
 */
export class AlertsSender {
  private readonly now: () => Date;

  constructor(private readonly deps: SenderDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async run(): Promise<SendReport> {
    const now = this.now();
    const at = now.toISOString();
    const report: SendReport = { sent: 0, waiting: 0, dropped: 0 };
    const due = await this.deps.connection.shared.repo(AlertsRepo).due(at, this.deps.batch ?? ALERTS_BATCH);
    if (!due.length) return report;
    const langs = [...new Set(due.map((d) => langOf(d.lang)))];
    const paths = new Map<Lang, Map<number, string>>();
    for (const lang of langs)
      paths.set(
        lang,
        await this.deps.connection.shared.repo(AlertsRepo).productPaths(
          due.map((d) => d.product_id),
          lang,
        ),
      );
    const window = bakuDayWindow(now);
    for (const alert of due) {
      const outcome = await this.deps.connection.transaction(async (uow): Promise<keyof SendReport> => {
        const repo = uow.repo(AlertsRepo);
        if (!alertHolds({ kind: alert.kind, priceAt: alert.price_at }, { ...alert, active: !!alert.active })) {
          await repo.notDue(alert.id);
          return 'dropped';
        }
        if (
          (await repo.sentSince(alert.recipient, window.start)) >= (this.deps.perDay ?? ALERTS_PER_RECIPIENT_PER_DAY)
        ) {
          await repo.wait(alert.id, window.next);
          return 'waiting';
        }
        if (!(await repo.end(alert.id, 'sent', at))) return 'dropped';
        const lang = langOf(alert.lang);
        const msg = this.message(alert, lang, paths.get(lang)?.get(alert.product_id));
        const purpose = `alert-${alert.kind}`;
        if (alert.channel === 'sms')
          await this.deps.sms.enqueueOnce(uow, { mobile: alert.recipient, purpose, body: msg.sms, orderId: alert.id });
        else
          await this.deps.email.enqueueOnce(uow, {
            to: alert.recipient,
            purpose,
            subject: msg.subject,
            text: msg.text,
            orderId: alert.id,
          });
        return 'sent';
      });
      report[outcome]++;
    }
    return report;
  }

  /** The SMS (short) and the email (subject and text) of an alert, in its language. */
  private message(a: DueAlert, lang: Lang, path: string | undefined) {
    const { origin, title: site } = this.deps.site;
    const link = origin + localePath(lang, path ? `/${path}` : `/p/${a.product_id}`);
    const stop = `${origin}${localePath(lang, '/alerts/unsubscribe')}?token=${alertToken(this.deps.keys, a.id)}`;
    const vars = {
      site,
      title: titleIn(a, lang),
      price: formatMoney(a.price),
      was: formatMoney(a.price_at),
      link,
      stop,
    };
    const k = a.kind === 'stock' ? 'Stock' : 'Price';
    const t = (key: string) => this.deps.i18n.t(lang, key, vars);
    return { sms: t(`alerts.sms${k}`), subject: t(`alerts.emailSubject${k}`), text: t(`alerts.emailText${k}`) };
  }
}

const langOf = (v: string): Lang => (isLang(v) ? v : 'az');
