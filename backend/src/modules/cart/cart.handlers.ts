import { deciderHandlers } from '../../platform/domain/decider-command';
import { CART_COMMANDS } from './cart.commands';
import { cartDecider } from './cart.decider';
import { cartStream } from './cart.events';

export const CART_HANDLERS = deciderHandlers(cartDecider, cartStream, CART_COMMANDS);
