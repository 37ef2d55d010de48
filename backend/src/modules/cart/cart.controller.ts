import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { paiseToRupees, RETAIL_ORDER_QUANTITY, wholesaleOrderRange } from '@bazaar/common';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { PRODUCT_UNAVAILABLE } from '../orders/checkout.pricing';
import { PRODUCT_STOCK, ProductForSale, ProductStock } from '../orders/product-stock.port';
import { MergeCartCommand, ReplaceCartCommand } from './cart.commands';
import { cartDecider, WholesaleRanges } from './cart.decider';
import { CartEvent, CartItem, cartStream } from './cart.events';
import { CartDto } from './cart.dto';

/** The order range of each wholesale product among `products` (its minimum order to 30 tonnes). */
const wholesaleRanges = (products: Iterable<ProductForSale>): WholesaleRanges =>
  Object.fromEntries([...products].filter((p) => p.kind === 'wholesale').map((p) => [p.productId, wholesaleOrderRange(p.quantity)]));

/**
 * The signed-in customer's cart, kept on the server (spec 4's device cart, merged at
 * sign-in). Only product ids and quantities are stored; every price, name and total in the
 * answer comes from the catalogue at the time of reading.
 */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('customer')
@Controller('me/cart')
export class CartController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: CommandRunner,
    @Inject(PRODUCT_STOCK) private readonly products: ProductStock,
  ) {}

  private async items(customerId: string): Promise<CartItem[]> {
    const events = (await this.runner.store.readStream(cartStream(customerId))) as unknown as CartEvent[];
    return events.reduce(cartDecider.evolve, cartDecider.initialState()).items;
  }

  /** Lines priced from the catalogue; a product no longer on sale stays listed as unavailable (price 0) until removed. */
  private async present(items: CartItem[]) {
    const products = await this.products.load(items.map((i) => i.productId));
    const lines = items.map(({ productId, quantity }) => {
      const product = products.get(productId);
      const available = !!product?.onSale;
      const pricePaise = available ? product!.pricePaise : 0;
      return {
        productId,
        quantity,
        name: product?.name ?? null,
        kind: product?.kind ?? null,
        subcategory: product?.subcategory ?? null,
        unit: product?.unit ?? null,
        /** The fewest a checkout line takes: a wholesale product's minimum order (3-30 tonnes), retail 1. */
        minQuantity: product?.kind === 'wholesale' ? wholesaleOrderRange(product.quantity).min : RETAIL_ORDER_QUANTITY.min,
        vendorId: product?.vendorId ?? null,
        /** The cities it is delivered to (empty: every city): checkout refuses an address elsewhere (deliversTo). */
        cities: product?.cities ?? [],
        price: paiseToRupees(pricePaise),
        lineTotal: paiseToRupees(pricePaise * quantity),
        inStock: available ? product!.stock : 0,
        available,
      };
    });
    const totalPaise = lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0);
    return { items: lines, count: items.reduce((sum, i) => sum + i.quantity, 0), total: paiseToRupees(totalPaise) };
  }

  /** Products must exist and be on sale to enter the cart; answers the wholesale ones' order ranges, which the decider holds their lines to. */
  private async checkProducts(items: CartItem[]): Promise<WholesaleRanges> {
    const wanted = items.filter((i) => i.quantity > 0);
    const products = await this.products.load(wanted.map((i) => i.productId));
    const errors: Record<string, string> = {};
    items.forEach((item, i) => {
      if (item.quantity > 0 && !products.get(item.productId)?.onSale) errors[`items.${i}.productId`] = PRODUCT_UNAVAILABLE;
    });
    if (Object.keys(errors).length) throw DomainError.invalid(errors);
    return wholesaleRanges(products.values());
  }

  @Get()
  async get(@CurrentUser() user: AuthUser) {
    return this.present(await this.items(user.userId));
  }

  /** Replaces the cart with the device's (a zero quantity removes a line). */
  @Put()
  async put(@Body() body: CartDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const items = body.items.map(({ productId, quantity }) => ({ productId, quantity }));
    const wholesale = await this.checkProducts(items);
    await this.commands.execute(new ReplaceCartCommand(user.userId, { customerId: user.userId, items, wholesale }, ctx));
    return this.present(await this.items(user.userId));
  }

  /** At sign-in: the device's cart is added to the server's (same product: quantities summed), answered merged. */
  @Post('merge')
  @HttpCode(200)
  async merge(@Body() body: CartDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    // Lines no longer on sale are dropped from a device cart rather than refusing the sign-in's merge.
    // The server's lines are ranged too: the merge clamps every summed wholesale line into its range.
    const items = body.items.map(({ productId, quantity }) => ({ productId, quantity }));
    const products = await this.products.load([...new Set([...items.map((i) => i.productId), ...(await this.items(user.userId)).map((i) => i.productId)])]);
    const onSale = items.filter((i) => products.get(i.productId)?.onSale);
    await this.commands.execute(new MergeCartCommand(user.userId, { customerId: user.userId, items: onSale, wholesale: wholesaleRanges(products.values()) }, ctx));
    return this.present(await this.items(user.userId));
  }
}
