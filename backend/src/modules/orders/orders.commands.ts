import { Command } from '@nestjs/cqrs';
import { PaymentMethod } from '@bazaar/common';
import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { OrderCommand } from './orders.decider';
import { OrderEvent } from './orders.events';
import { CommissionCommand } from './commissions.decider';
import { CommissionRateSet } from './commissions.events';

type Input<T extends OrderCommand['type']> = InputOf<OrderCommand, T>;

/** Order commands for the CommandBus; `id` is the order id. */
export class ConfirmOrderCommand extends DeciderCommand<'ConfirmOrder', Input<'ConfirmOrder'>, OrderEvent> {
  readonly type = 'ConfirmOrder';
}
export class CancelOrderCommand extends DeciderCommand<'CancelOrder', Input<'CancelOrder'>, OrderEvent> {
  readonly type = 'CancelOrder';
}
export class RecordPaymentCommand extends DeciderCommand<'RecordPayment', Input<'RecordPayment'>, OrderEvent> {
  readonly type = 'RecordPayment';
}
export class FailPaymentCommand extends DeciderCommand<'FailPayment', Input<'FailPayment'>, OrderEvent> {
  readonly type = 'FailPayment';
}
export class ExpirePaymentCommand extends DeciderCommand<'ExpirePayment', Input<'ExpirePayment'>, OrderEvent> {
  readonly type = 'ExpirePayment';
}
export class SetFulfilmentStatusCommand extends DeciderCommand<'SetFulfilmentStatus', Input<'SetFulfilmentStatus'>, OrderEvent> {
  readonly type = 'SetFulfilmentStatus';
}

/** Those decided on the order's stream alone (SetFulfilmentStatusCommand has its own handler: shipping issues the invoice too). */
export const ORDER_COMMANDS = [ConfirmOrderCommand, CancelOrderCommand, RecordPaymentCommand, FailPaymentCommand, ExpirePaymentCommand];

/** `id` is the category. */
export class SetCommissionRateCommand extends DeciderCommand<'SetCommissionRate', InputOf<CommissionCommand, 'SetCommissionRate'>, CommissionRateSet> {
  readonly type = 'SetCommissionRate';
}

export interface AddressInput {
  name: string;
  phone: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  pincode: string;
  /** The billing address's only: a business buyer's GSTIN (checked; upper case). */
  gstin?: string | null;
}

export interface CheckoutInput {
  customerId: string;
  idempotencyKey: string;
  items: { productId: string; quantity: number; enquiryId?: string; quoteId?: string }[];
  shippingAddress: AddressInput;
  billingAddress?: AddressInput;
  paymentMethod: PaymentMethod;
  couponCode?: string;
}

/**
 * POST /api/checkout: prices the items again from the catalogue and appends OrderPlaced
 * (one event); the checkout process manager then holds stock and the coupon. Answers the
 * order id and the position to wait at; a retried Idempotency-Key answers the first order
 * (a different request under it is refused).
 */
export class PlaceOrderCommand extends Command<{ orderId: string; position: number | null; replayed: boolean }> {
  constructor(
    readonly input: CheckoutInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Process manager steps (idempotent): hold what an order needs, or give it all back. */
export class SecureOrderCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
export class ReleaseOrderCommand extends Command<void> {
  /** `vendorId`: only that vendor's lines (their part was cancelled); null: everything. */
  constructor(
    readonly orderId: string,
    readonly vendorId: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
