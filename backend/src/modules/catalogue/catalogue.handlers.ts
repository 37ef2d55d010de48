import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandOptions, loadState, NO_REVISION } from '../../platform/domain/handle-command';
import { ReserveOptions, UniqueKeys } from '../../platform/domain/unique-keys';
import { DomainError } from '../../platform/domain/domain-error';
import { ANONYMOUS, CommandContext } from '../../platform/event-store/metadata';
import { userDecider } from '../identity/identity.decider';
import { userStream } from '../identity/identity.events';
import { vendorStream } from '../vendors/vendors.constants';
import {
  AdjustStockCommand,
  ApproveProductCommand,
  BulkReviewProductsCommand,
  DelistProductCommand,
  EditProductCommand,
  ListProductCommand,
  RejectProductCommand,
} from './catalogue.commands';
import { PRODUCT_SLUG_KEY, productStream, slugify } from './catalogue.constants';
import { ProductEvent, ProductListed } from './catalogue.events';
import { ProductImages } from './images/product-images';
import { decideBulk, ProductCommand, productDecider, ProductInput, ProductState, Requester } from './product.decider';

/** Who asks: the signed-in user, or the system (seed, process managers) with an admin's reach; an anonymous request reaches nothing. */
export const requesterOf = (ctx: CommandContext): Requester =>
  ctx.actor.kind === 'user'
    ? { userId: ctx.actor.userId, role: ctx.actor.role }
    : ctx.actor.reason === ANONYMOUS
      ? { userId: '', role: 'customer' }
      : { userId: 'system', role: 'admin' };

/** The product's state folded from its own stream (never from a read model), with its revision. */
export async function loadProduct(runner: CommandRunner, productId: string): Promise<{ state: ProductState; revision: number | undefined }> {
  // From the command loop's cache of folded states: a product's stream grows with every order it sells.
  const { state, revision } = await loadState(runner, productStream(productId), productDecider);
  return { state, revision: revision === NO_REVISION ? undefined : revision };
}

const run = (runner: CommandRunner, productId: string, command: ProductCommand, ctx: CommandContext, options?: CommandOptions) =>
  runner.run(productStream(productId), productDecider, command, ctx, options);

/** How long a slug may wait for its product's ProductListed before another listing may take it over. */
export const SLUG_GRACE_MS = 60_000;

/**
 * A slug is abandoned when no live product holds it: a process that died between reserving
 * it and appending ProductListed (or between a delisting and letting it go) left it held.
 * After the grace period (a listing in progress is never robbed) the next listing of that
 * name takes it over instead of getting a random suffix.
 */
const slugTakeOver = (runner: CommandRunner, now: Date): ReserveOptions => ({
  abandoned: async (holderId, reservedAt) => {
    if (now.getTime() - reservedAt.getTime() <= SLUG_GRACE_MS) return false;
    const { state } = await loadProduct(runner, holderId);
    return state.status === 'absent' || state.status === 'delisted';
  },
});

/** Stands for the image's id while a command is decided before the image is stored. */
const IMAGE_TO_COME = 'image-to-come';

/**
 * Decides the command as if the image were already stored, and refuses bad input (the
 * image's content and the form's fields named together) before any file is written; then
 * stores the image. Answers the decided events and the image's id: null when the image could
 * not be decoded (the subcategory's default is shown), absent when none was sent.
 */
async function decideThenStoreImage(images: ProductImages, image: Buffer | undefined, decide: (input: Pick<ProductInput, 'imageId'>) => ProductEvent[]) {
  let decided: ProductEvent[];
  let imageErrors: Record<string, string> = {};
  try {
    if (image) images.check(image);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    imageErrors = error.errors ?? {};
  }
  try {
    decided = decide(image ? { imageId: IMAGE_TO_COME } : {});
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') throw DomainError.invalid({ ...error.errors, ...imageErrors });
    throw error;
  }
  if (Object.keys(imageErrors).length) throw DomainError.invalid(imageErrors);
  return { decided, image: image ? { imageId: await images.store(image) } : {} };
}

/**
 * Lists a product under a readable unique slug: the decider is asked first (bad input writes
 * nothing, not even the image), then the image is stored and the name's slug reserved, or the
 * slug with a short random suffix when another product holds it; a failed append lets the slug go again.
 */
@CommandHandler(ListProductCommand)
export class ListProductHandler implements ICommandHandler<ListProductCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
    private readonly images: ProductImages,
  ) {}

  async execute({ productId, input, ctx }: ListProductCommand) {
    // The vendor exists when their own stream says so, and is one while their account's role is
    // vendor (a vendor demoted to customer lists nothing); both read through events, not a read model.
    const [vendorRecord, { state: account }] = await Promise.all([
      this.runner.store.readStream(vendorStream(input.vendorId), { maxCount: 1 }),
      loadState(this.runner, userStream(input.vendorId), userDecider),
    ]);
    const vendorKnown = vendorRecord.length > 0 && account.status !== 'absent' && account.status !== 'erased' && account.role === 'vendor';
    const command = (slug: string, image: Pick<ProductInput, 'imageId'>): ProductCommand => ({
      type: 'ListProduct',
      data: { productId, vendorId: input.vendorId, vendorKnown, slug, by: requesterOf(ctx), input: { ...input.product, ...image }, now: ctx.now },
    });
    const { decided, image } = await decideThenStoreImage(this.images, input.image, (stand) => productDecider.decide(command('', stand), productDecider.initialState()));
    const base = slugify((decided[0] as ProductListed).data.name);
    let slug = base;
    for (let attempt = 0; !(await this.keys.reserve(PRODUCT_SLUG_KEY, slug, productId, ctx, slugTakeOver(this.runner, ctx.now))); attempt++) {
      if (attempt === 5) throw new Error('Could not find a free slug');
      slug = `${base}-${randomBytes(3).toString('hex')}`;
    }
    try {
      return await run(this.runner, productId, command(slug, image), ctx);
    } catch (error) {
      await this.keys.release(PRODUCT_SLUG_KEY, slug, productId, ctx);
      throw error;
    }
  }
}

@CommandHandler(EditProductCommand)
export class EditProductHandler implements ICommandHandler<EditProductCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly images: ProductImages,
  ) {}

  async execute({ productId, input, ctx, options }: EditProductCommand) {
    const pinned = options?.expectedRevision !== undefined;
    const command = (image: Pick<ProductInput, 'imageId'>): ProductCommand => ({ type: 'EditProduct', data: { by: requesterOf(ctx), input: { ...input.product, ...image }, pinned, now: ctx.now } });
    const { state } = await loadProduct(this.runner, productId);
    const { image } = await decideThenStoreImage(this.images, input.image, (stand) => productDecider.decide(command(stand), state));
    return run(this.runner, productId, command(image), ctx, options);
  }
}

@CommandHandler(ApproveProductCommand)
export class ApproveProductHandler implements ICommandHandler<ApproveProductCommand> {
  constructor(private readonly runner: CommandRunner) {}
  execute({ productId, ctx, options }: ApproveProductCommand) {
    return run(this.runner, productId, { type: 'ApproveProduct', data: { by: requesterOf(ctx), now: ctx.now } }, ctx, options);
  }
}

@CommandHandler(RejectProductCommand)
export class RejectProductHandler implements ICommandHandler<RejectProductCommand> {
  constructor(private readonly runner: CommandRunner) {}
  execute({ productId, input, ctx, options }: RejectProductCommand) {
    return run(this.runner, productId, { type: 'RejectProduct', data: { by: requesterOf(ctx), reason: input.reason, now: ctx.now } }, ctx, options);
  }
}

@CommandHandler(AdjustStockCommand)
export class AdjustStockHandler implements ICommandHandler<AdjustStockCommand> {
  constructor(private readonly runner: CommandRunner) {}
  execute({ productId, input, ctx, options }: AdjustStockCommand) {
    return run(this.runner, productId, { type: 'AdjustStock', data: { by: requesterOf(ctx), stock: input.stock, now: ctx.now } }, ctx, options);
  }
}

/** Delists, then lets the slug go (a later product may take it). */
@CommandHandler(DelistProductCommand)
export class DelistProductHandler implements ICommandHandler<DelistProductCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ productId, ctx, options }: DelistProductCommand) {
    const result = await run(this.runner, productId, { type: 'DelistProduct', data: { by: requesterOf(ctx), now: ctx.now } }, ctx, options);
    for (const event of result.events) if (event.type === 'ProductDelisted') await this.keys.release(PRODUCT_SLUG_KEY, event.data.slug, productId, ctx);
    return result;
  }
}

/** All products or none: decided together on their current states (one refusal refuses the batch), appended in one go. */
@CommandHandler(BulkReviewProductsCommand)
export class BulkReviewProductsHandler implements ICommandHandler<BulkReviewProductsCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ input, ctx }: BulkReviewProductsCommand) {
    const by = requesterOf(ctx);
    const command: ProductCommand =
      input.decision === 'approve' ? { type: 'ApproveProduct', data: { by, now: ctx.now } } : { type: 'RejectProduct', data: { by, reason: input.reason, now: ctx.now } };
    const results = await this.runner.runBatch(input.ids.map(productStream), productDecider, (states) => decideBulk(command, states), ctx);
    return { ids: input.ids, changed: results.filter((r) => r.events.length > 0).length };
  }
}

export const PRODUCT_HANDLERS = [
  ListProductHandler,
  EditProductHandler,
  ApproveProductHandler,
  RejectProductHandler,
  AdjustStockHandler,
  DelistProductHandler,
  BulkReviewProductsHandler,
];
