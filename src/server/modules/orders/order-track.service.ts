import type { OrderTrackReply, OrderTrackRequest } from '../../../domain/api/orders.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ok, type Result } from '../../platform/errors.ts';
import { otpFailure } from '../auth/otp-failure.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { OrderTrackRepo } from './order-track.repo.ts';

/** The one-time code's purpose of "Track your order". */
const TRACK = 'track';

/**
 * "Track your order" for guests (ORD-11, decision 0077): the order number and the mobile it was placed with, confirmed
 * by a one-time code texted to that mobile (the one-time code module: the same sends per mobile and per address, the
 * same five wrong codes, as the checkout and the sign-in), give the order page's token.
 *
 * Whether the number is an order of that mobile is never told to the caller: the first step answers the same code
 * step either way and starts a challenge either way (so the send limits count both alike); the mobile gets its code
 * only when the order is there, else a text saying that it has no order with that number — only the mobile's owner
 * reads it. With the code, the order is looked up again by number and mobile, so a code proves that mobile only.
 */
export class OrderTrackService {
  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      otp: Pick<OtpService, 'issue' | 'check' | 'consume'>;
    },
  ) {}

  async track(
    input: OrderTrackRequest,
    ctx: { clientIp: string | null; lang: Lang },
  ): Promise<Result<OrderTrackReply>> {
    const repo = this.deps.connection.shared.repo(OrderTrackRepo);
    const { number, mobile } = input;
    if (input.otp === undefined || input.token === undefined) {
      const found = (await repo.tokenOf(number, mobile)) !== undefined;
      const issued = await this.deps.otp.issue({
        purpose: TRACK,
        mobile,
        clientIp: ctx.clientIp,
        lang: ctx.lang,
        ...(found ? {} : { smsKey: 'orders.track.smsNoOrder' }),
      });
      if (!issued.ok) return issued;
      const { token, resendInSeconds, expiresInSeconds } = issued.data;
      return ok({ otp: true, token, resendInSeconds, expiresInSeconds });
    }
    const check = await this.deps.otp.check({ token: input.token, code: input.otp, mobile, purpose: TRACK });
    if (!check.ok) return otpFailure(check);
    const orderToken = await repo.tokenOf(number, mobile);
    // the code is spent either way: it opened one order, or (never sent for a missing one) nothing
    const spent = await this.deps.connection.transaction((uow) => this.deps.otp.consume(uow, input.token!));
    if (!spent || orderToken === undefined) return otpFailure({ ok: false, reason: 'expired' });
    return ok({ orderToken });
  }
}
