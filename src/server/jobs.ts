import type { Job } from './platform/jobs.ts';
import { IdempotencyRepo } from './modules/checkout/idempotency.repo.ts';
import type { Services } from './services.ts';

const DAY = 86_400_000;

/**
 * The shop's periodic jobs (decision 0027), each run once across all processes by `JobRunner`:
 * - unpaid card and installment orders give their stock back after PAYMENT_TIMEOUT_MINUTES;
 * - unpaid pickup orders nobody collected within PICKUP_HOLD_DAYS are cancelled and give their stock back (every
 *   5 minutes; decision 0062);
 * - the SMS outbox is delivered and retried (decision 0026);
 * - the email outbox is retried (OPS-14, OPS-15);
 * - stock and price alerts whose condition came true are written to the outboxes, 100 a run (decision 0092);
 * - housekeeping: idempotency keys and one-time codes older than a day, the card gateway's nonces past their replay
 *   window, ended logins, old login attempts and
 *   password-reset tokens.
 */
export function shopJobs(services: Services, now: () => Date = () => new Date()): Job[] {
  return [
    { name: 'orders.expire-unpaid', everyMs: 30_000, run: () => services.orders.expireUnpaid() },
    { name: 'orders.expire-pickups', everyMs: 300_000, run: () => services.orders.expirePickups() },
    { name: 'sms.flush', everyMs: 5_000, run: () => services.sms.flush(50) },
    { name: 'email.flush', everyMs: 30_000, run: () => services.email.flush(20) },
    { name: 'alerts.send', everyMs: 30_000, run: () => services.alertsSender.run() },
    {
      name: 'housekeeping',
      everyMs: 3_600_000,
      run: async () => {
        const dayAgo = new Date(now().getTime() - DAY);
        await new IdempotencyRepo(services.database.db).prune(dayAgo.toISOString());
        await services.otp.prune(now());
        await services.payments.prune(now());
        await services.sessions.prune(now());
        await services.loginLimiter.prune(now());
        await services.passwordReset.prune(now());
      },
    },
  ];
}
