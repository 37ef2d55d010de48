import { Inject, Injectable } from '@nestjs/common';
import { normaliseGstin } from '@bazaar/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { UniqueKeys } from '../../platform/domain/unique-keys';
import { CommandContext } from '../../platform/event-store/metadata';
import { timeOrderedId } from '../../platform/event-store/time-ordered-id';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { EventStore } from '../../platform/event-store/event-store.port';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { CheckOutCartCommand } from '../cart/cart.commands';
import { RedeemCouponCommand, RevertCouponRedemptionCommand } from '../coupons/coupons.commands';
import { loadCouponOffer } from '../coupons/coupon-offers';
import { COUPON_USED, couponRefusal, couponWalletDecider, FIRST_ORDER_ONLY } from '../coupons/coupons.decider';
import { couponWalletStream, CouponEvent } from '../coupons/coupons.events';
import { priceOrder } from './checkout.pricing';
import { checkoutRequestText } from './checkout-request';
import { EnquiryQuotes } from './enquiry-quotes';
import { CommissionDoc, commissionFor, commissionsProjection } from './commissions.projection';
import { OrderNumbers } from './order-numbers';
import { AddressInput, CancelOrderCommand, ConfirmOrderCommand, PlaceOrderCommand, ReleaseOrderCommand, SecureOrderCommand } from './orders.commands';
import { groupByVendor, orderDecider, OrderState } from './orders.decider';
import { Address, OrderEvent, OrderLine, OrderPlaced, orderStream } from './orders.events';
import { OrderQuoteCommand, ReleaseQuoteCommand } from '../enquiries/enquiries.commands';
import { OrderView, ordersProjection } from './orders.projection';
import { PRODUCT_STOCK, ProductStock } from './product-stock.port';

/** Unique-key kind holding a customer's Idempotency-Key for the order it placed. */
export const IDEMPOTENCY_KEY = 'checkout';
/** A key held this long by an order that never reached the log (a crash mid-request) may be taken over. */
const ABANDONED_AFTER_MS = 60_000;
const KEY_REUSED = 'This Idempotency-Key was used for a different checkout; use a new key for a new order';

/** The order's state from its own stream (never from a read model). */
@Injectable()
export class OrderLoader {
  constructor(private readonly runner: CommandRunner) {}

  /** The state, and the log position of its OrderPlaced (null before it is placed). */
  async load(orderId: string): Promise<{ state: OrderState; placedAt: number | null }> {
    const recorded = await this.runner.store.readStream(orderStream(orderId));
    const state = recorded.map((e) => this.runner.catalog.upcast(e) as unknown as OrderEvent).reduce(orderDecider.evolve, orderDecider.initialState());
    return { state, placedAt: recorded[0]?.position ?? null };
  }
}

/** The customer's orders other than this one that were not cancelled, as the read model holds them (the checkout request's early refusal of WELCOME20). */
export async function otherOrdersOf(readStore: ReadStore, customerId: string, orderId: string): Promise<number> {
  return readStore.collection<OrderView>(ordersProjection.collection).count({ customerId, _id: { $ne: orderId }, stage: { $ne: 'cancelled' } });
}

/**
 * Whether the customer has a live order (not cancelled) placed before this one: 1 if so, else 0
 * (WELCOME20 is for a first order). "Before" is the log's order of the OrderPlaced events, so of
 * two orders placed at once exactly one is the earlier. The orders read model names the
 * candidates once it holds the log up to this order's OrderPlaced (the caller waits for that:
 * read sooner, it missed an order placed a moment before, and that second order took the
 * first-order coupon); a candidate changed since then (its `_position` past ours) may have
 * been placed after us, so its own stream tells where its OrderPlaced is.
 */
export async function earlierOrderOf(deps: { readStore: ReadStore; store: EventStore }, customerId: string, orderId: string, placedPosition: number): Promise<number> {
  const orders = deps.readStore.collection<OrderView & { _position?: number }>(ordersProjection.collection);
  // Oldest first, a page at a time: a customer's oldest live order settles it at once.
  for (let skip = 0; ; skip += 20) {
    const candidates = await orders.find({ customerId, _id: { $ne: orderId }, stage: { $ne: 'cancelled' } }, { sort: { placedAt: 1 }, skip, limit: 20 });
    for (const candidate of candidates) {
      if ((candidate._position ?? Infinity) < placedPosition) return 1;
      const [placed] = await deps.store.readStream(orderStream(candidate._id), { maxCount: 1 });
      if (placed && placed.position < placedPosition) return 1;
    }
    if (candidates.length < 20) return 0;
  }
}

/**
 * Why an order's coupon step refused its coupon, for the checkout's 409: a first-order coupon
 * on an order placed after another live one says so (it was not used: the other order came first);
 * otherwise what the claim refuses now (used by another order, expired), or used.
 */
export async function couponRefusedWhy(deps: { readStore: ReadStore; store: EventStore }, orderId: string, placed: OrderPlaced['data'], placedPosition: number, now: Date): Promise<string> {
  const { customerId, couponCode } = placed;
  const recorded = await deps.store.readStream(couponWalletStream(customerId));
  const wallet = recorded.map((e) => e as unknown as CouponEvent).reduce(couponWalletDecider.evolve, couponWalletDecider.initialState());
  const claim = couponCode ? wallet.claims[couponCode] : undefined;
  const earlier = await earlierOrderOf(deps, customerId, orderId, placedPosition);
  if (claim?.firstOrderOnly && earlier > 0) return FIRST_ORDER_ONLY;
  return (couponCode && couponRefusal(wallet, couponCode, orderId, earlier, now)) || COUPON_USED;
}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
    private readonly numbers: OrderNumbers,
    private readonly cipher: PersonalDataCipher,
    private readonly orders: OrderLoader,
    private readonly quotes: EnquiryQuotes,
    @Inject(PRODUCT_STOCK) private readonly products: ProductStock,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, ctx }: PlaceOrderCommand) {
    const { customerId } = input;
    const keyValue = `${customerId}\u0000${input.idempotencyKey}`;
    // Time-ordered: an order's streams and read-model rows are keyed on it, and later orders sort last (ADR 0032).
    const candidate = timeOrderedId();
    const requestDigest = this.cipher.digest(customerId, checkoutRequestText(input));
    // The same key again answers the order it placed (a retry after a lost answer places nothing new)...
    const abandoned = async (holder: string, reservedAt: Date) =>
      ctx.now.getTime() - reservedAt.getTime() > ABANDONED_AFTER_MS && (await this.orders.load(holder)).state.status === 'absent';
    if (!(await this.keys.reserve(IDEMPOTENCY_KEY, keyValue, candidate, ctx, { abandoned }))) {
      const orderId = (await this.keys.ownerOf(IDEMPOTENCY_KEY, keyValue))!;
      const placed = await this.placed(orderId);
      // ...unless the request differs: answering the first order would tell a retry that switched to the sandbox it has COD.
      if (placed.requestDigest && placed.requestDigest !== requestDigest) throw new DomainError('unprocessable', KEY_REUSED, { 'Idempotency-Key': KEY_REUSED });
      return { orderId, position: placed.position, replayed: true };
    }
    try {
      const result = await this.place(candidate, input, requestDigest, ctx);
      return { orderId: candidate, position: result.position, replayed: false };
    } catch (error) {
      // Refused before anything was placed: the key is free for the corrected request.
      await this.keys.release(IDEMPOTENCY_KEY, keyValue, candidate, ctx);
      throw error;
    }
  }

  /** Where the first request's OrderPlaced is in the log and its request's digest (waiting briefly while that request is still placing it). */
  private async placed(orderId: string): Promise<{ position: number; requestDigest?: string }> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const { state, placedAt } = await this.orders.load(orderId);
      if (placedAt !== null && state.status !== 'absent') return { position: placedAt, requestDigest: state.placed.requestDigest };
      if (Date.now() > deadline) throw new DomainError('conflict', 'This checkout is still being placed; please try again in a moment.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async place(orderId: string, input: PlaceOrderCommand['input'], requestDigest: string | null, ctx: CommandContext) {
    const { customerId } = input;
    const [products, commissions, quotes] = await Promise.all([
      this.products.load(input.items.map((i) => i.productId)),
      this.readStore.collection<CommissionDoc>(commissionsProjection.collection).find({}),
      this.quotes.of(customerId, input.items.flatMap((i) => (i.enquiryId ? [i.enquiryId] : []))),
    ]);
    let couponCode: string | null = null;
    let couponPercent = 0;
    if (input.couponCode) {
      const code = input.couponCode.trim().toUpperCase();
      const recorded = await this.runner.store.readStream(couponWalletStream(customerId));
      const wallet = recorded.map((e) => e as unknown as CouponEvent).reduce(couponWalletDecider.evolve, couponWalletDecider.initialState());
      // The claim's own terms apply (ADR 0063); the offer is read only to word the refusal of a code never claimed.
      const offered = wallet.claims[code] ? true : (await loadCouponOffer(this.runner.store, code)).status === 'active';
      const refusal = couponRefusal(wallet, code, orderId, await otherOrdersOf(this.readStore, customerId, orderId), ctx.now, offered);
      if (refusal) throw DomainError.invalid({ couponCode: refusal });
      couponCode = code;
      couponPercent = wallet.claims[code].percent;
    }
    const priced = priceOrder(input.items, products, (category) => commissionFor(commissions, category), couponPercent, quotes, ctx.now, input.shippingAddress.city);
    const seal = (address: AddressInput): Address => ({
      name: this.cipher.seal(customerId, address.name.trim()),
      phone: this.cipher.seal(customerId, address.phone.replace(/\s+/g, '')),
      line1: this.cipher.seal(customerId, address.line1.trim()),
      line2: address.line2?.trim() ? this.cipher.seal(customerId, address.line2.trim()) : null,
      city: address.city.trim(),
      state: address.state.trim(),
      pincode: address.pincode.trim(),
    });
    const shippingAddress = seal(input.shippingAddress);
    // Before the order number is taken: a refusal here must not leave a gap in BZ- numbers.
    // The buyer's GSTIN is kept with the billing address, sealed like it; an order without one keeps the address it always had.
    const gstin = input.billingAddress?.gstin ? normaliseGstin(input.billingAddress.gstin) : null;
    const billingAddress = input.billingAddress ? { ...seal(input.billingAddress), ...(gstin && { gstin: this.cipher.seal(customerId, gstin) }) } : shippingAddress;
    const paymentDueAt = input.paymentMethod === 'sandbox' ? new Date(ctx.now.getTime() + this.config.paymentWindowSeconds * 1000).toISOString() : null;
    return this.runner.run(
      orderStream(orderId),
      orderDecider,
      {
        type: 'PlaceOrder',
        data: {
          orderId,
          orderNumber: await this.numbers.next(ctx),
          customerId,
          fulfilments: groupByVendor(priced.lines),
          shippingAddress,
          billingAddress,
          paymentMethod: input.paymentMethod,
          couponCode,
          couponPercent,
          subtotalPaise: priced.subtotalPaise,
          discountPaise: priced.discountPaise,
          deliveryFeePaise: priced.deliveryFeePaise,
          totalPaise: priced.totalPaise,
          placedAt: ctx.now.toISOString(),
          paymentDueAt,
          ...(requestDigest && { requestDigest }),
          now: ctx.now,
        },
      },
      ctx,
      // The order id was made by this checkout. The read models are not awaited here: the answer waits for
      // the checkout process manager, which waits for them after its own steps (one wait, not two in a row).
      { newStream: true, awaitReadModels: false },
    );
  }
}

/**
 * The checkout process manager's first step: take the coupon, then hold every line's quote
 * (if any) and stock in its enquiry's and product's streams; all of it or none (what was held is given back and the order
 * cancelled with the reason). Safe to run again: each hold is idempotent per order.
 */
@CommandHandler(SecureOrderCommand)
export class SecureOrderHandler implements ICommandHandler<SecureOrderCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrderLoader,
    @Inject(PRODUCT_STOCK) private readonly products: ProductStock,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: CommandRunner,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ orderId, ctx }: SecureOrderCommand) {
    const { state, placedAt } = await this.orders.load(orderId);
    if (state.status !== 'placed') return;
    const { customerId, couponCode } = state.placed;
    const { lines } = state;
    const giveUp = async (reason: 'out_of_stock' | 'coupon_unavailable' | 'quote_unavailable') => {
      await this.commands.execute(new ReleaseOrderCommand(orderId, null, ctx));
      await this.commands.execute(new CancelOrderCommand(orderId, { reason }, ctx));
    };
    if (couponCode) {
      try {
        // Every order placed before this one must be in the orders read model before they are counted.
        if (!(await this.readYourWrites.waitFor(placedAt, ['OrderPlaced']))) throw new Error(`The orders read model has not reached order ${orderId} yet`);
        const otherOrders = await earlierOrderOf({ readStore: this.readStore, store: this.runner.store }, customerId, orderId, placedAt!);
        await this.commands.execute(new RedeemCouponCommand(customerId, { customerId, code: couponCode, orderId, otherOrders }, ctx));
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'invalid')) throw error;
        return giveUp('coupon_unavailable');
      }
    }
    // Every line at once (each its own streams); all settle before anything is given back, so no hold lands after.
    // A quoted line holds its quote (used once) as it holds its stock.
    const held = await Promise.allSettled(
      lines.map(async (line) => {
        if (line.enquiryId && !(await this.holdQuote(line, orderId, state.placed.orderNumber, ctx))) return 'quote_unavailable' as const;
        return (await this.products.reserve(line.productId, orderId, line.quantity, ctx)) ? null : ('out_of_stock' as const);
      }),
    );
    const failed = held.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason; // the process manager tries the step again; holds already made are kept (idempotent per order)
    const refused = held.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null)).find((reason) => reason !== null);
    if (refused) return giveUp(refused);
    // The cart is emptied in the same step (not on OrderConfirmed: one process-manager record less per order, as
    // profiled) and beside the confirmation, so both land in one group commit; each is idempotent if the step runs again.
    await Promise.all([
      this.commands.execute(new ConfirmOrderCommand(orderId, {}, ctx)),
      this.commands.execute(new CheckOutCartCommand(customerId, { customerId, orderId, productIds: lines.map((l) => l.productId) }, ctx)),
    ]);
  }

  private async holdQuote(line: OrderLine, orderId: string, orderNumber: string, ctx: CommandContext): Promise<boolean> {
    try {
      await this.commands.execute(new OrderQuoteCommand(line.enquiryId!, { orderId, orderNumber, pricePaise: line.unitPricePaise, quantity: line.quantity }, ctx));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return false;
      throw error;
    }
  }
}

/** Gives back what an order holds: each line's stock and quote (all, or one vendor's) and, for the whole order, its coupon. */
@CommandHandler(ReleaseOrderCommand)
export class ReleaseOrderHandler implements ICommandHandler<ReleaseOrderCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrderLoader,
    @Inject(PRODUCT_STOCK) private readonly products: ProductStock,
  ) {}

  async execute({ orderId, vendorId, ctx }: ReleaseOrderCommand) {
    const { state } = await this.orders.load(orderId);
    if (state.status === 'absent') return;
    const { customerId, couponCode } = state.placed;
    for (const line of state.lines) {
      if (vendorId !== null && line.vendorId !== vendorId) continue;
      await this.products.release(line.productId, orderId, ctx);
      if (line.enquiryId) await this.commands.execute(new ReleaseQuoteCommand(line.enquiryId, { orderId }, ctx));
    }
    if (vendorId === null && couponCode) await this.commands.execute(new RevertCouponRedemptionCommand(customerId, { customerId, code: couponCode, orderId }, ctx));
  }
}

export const CHECKOUT_HANDLERS = [PlaceOrderHandler, SecureOrderHandler, ReleaseOrderHandler];
