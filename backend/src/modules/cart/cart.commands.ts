import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CartCommand } from './cart.decider';
import { CartEvent } from './cart.events';

type Input<T extends CartCommand['type']> = InputOf<CartCommand, T>;

/** Cart commands for the CommandBus; `id` is the customer id. */
export class ReplaceCartCommand extends DeciderCommand<'ReplaceCart', Input<'ReplaceCart'>, CartEvent> {
  readonly type = 'ReplaceCart';
}
export class MergeCartCommand extends DeciderCommand<'MergeCart', Input<'MergeCart'>, CartEvent> {
  readonly type = 'MergeCart';
}
export class CheckOutCartCommand extends DeciderCommand<'CheckOutCart', Input<'CheckOutCart'>, CartEvent> {
  readonly type = 'CheckOutCart';
}

export const CART_COMMANDS = [ReplaceCartCommand, MergeCartCommand, CheckOutCartCommand];
