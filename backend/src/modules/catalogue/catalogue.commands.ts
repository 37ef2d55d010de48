import { Command } from '@nestjs/cqrs';
import { CommandOptions, CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProductEvent } from './catalogue.events';
import { ProductInput } from './product.decider';

/**
 * Product commands for the CommandBus. Who asks comes from `ctx.actor` (the verified token),
 * never from the input; `options.expectedRevision` is the record's If-Match.
 */
abstract class ProductCommandBase<I> extends Command<CommandResult<ProductEvent>> {
  constructor(
    readonly productId: string,
    readonly input: I,
    readonly ctx: CommandContext,
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

/**
 * A new product (id made by the server); `vendorId` is the vendor's own id, or the one an
 * admin names. `image`: the uploaded file, stored only once the product is known to be valid.
 */
export class ListProductCommand extends ProductCommandBase<{ vendorId: string; product: ProductInput; image?: Buffer }> {}
export class EditProductCommand extends ProductCommandBase<{ product: ProductInput; image?: Buffer }> {}
export class ApproveProductCommand extends ProductCommandBase<Record<string, never>> {}
export class RejectProductCommand extends ProductCommandBase<{ reason?: string }> {}
/** Sets the stock to a counted figure (the vendor's stock-take); checkout's reservations come as their own events. */
export class AdjustStockCommand extends ProductCommandBase<{ stock?: number }> {}
export class DelistProductCommand extends ProductCommandBase<Record<string, never>> {}

/** Approve or reject many products at once: decided as a whole, so one refusal refuses all. */
export class BulkReviewProductsCommand extends Command<{ ids: string[]; changed: number }> {
  constructor(
    readonly input: { ids: string[]; decision: 'approve' | 'reject'; reason?: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
