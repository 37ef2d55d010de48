import { HSN_CODE_MESSAGE, HSN_CODE_PATTERN } from '@bazaar/common';
import { Role } from '../../platform/auth/roles';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { PersistentMap } from '../../platform/domain/persistent-map';
import {
  CITIES,
  DEFAULT_RETAIL_UNIT,
  kindOfSubcategory,
  MAX_STOCK,
  PRODUCT_KINDS,
  PRODUCT_QUANTITY,
  PRODUCT_SUBCATEGORIES,
  PRODUCT_VENDOR_STATUSES,
  ProductKind,
  ProductVendorStatus,
  RETAIL_PRICE_MESSAGE,
  RETAIL_UNITS,
  subcategoryFromSlug,
  UNIT_ALIASES,
  WHOLESALE_UNIT,
} from './catalogue.constants';
import { ProductEdit, ProductEvent, ProductFacts } from './catalogue.events';

export type ProductStatus = 'pending' | 'approved' | 'rejected' | 'delisted';

export type ProductState =
  | { status: 'absent' }
  | {
      status: ProductStatus;
      productId: string;
      vendorId: string;
      slug: string;
      facts: ProductFacts;
      rejectionReason: string | null;
      /**
       * Stock held per order id (0 once given back: an order holds a product at most once). A
       * persistent map: the stream gains a hold with every order the product sells.
       */
      held: PersistentMap<number>;
      /** The stock a person last set (listing, edit or stock-take), before orders moved it. */
      countedStock: number;
    };

/** Who asks, from the verified token (never from the body). */
export interface Requester {
  userId: string;
  role: Role;
}

/** A product form as sent: every field optional and unchecked (the decider is the judge). */
export interface ProductInput {
  name?: string;
  description?: string | null;
  category?: string;
  subcategory?: string;
  pricePaise?: number;
  stock?: number;
  quantity?: number;
  unit?: string;
  cities?: string[];
  showOnPages?: string[];
  vendorStatus?: string;
  imageId?: string | null;
  /** Blank or null: none (the subcategory's code is printed). */
  hsnCode?: string | null;
}

export type ListProduct = {
  type: 'ListProduct';
  data: { productId: string; vendorId: string; vendorKnown: boolean; slug: string; by: Requester; input: ProductInput; now: Date };
};
/** `pinned`: the client sent the revision it edited (If-Match), so its stock figure is a deliberate one. */
export type EditProduct = { type: 'EditProduct'; data: { by: Requester; input: ProductInput; pinned?: boolean; now: Date } };
export type ApproveProduct = { type: 'ApproveProduct'; data: { by: Requester; now: Date } };
export type RejectProduct = { type: 'RejectProduct'; data: { by: Requester; reason?: string; now: Date } };
export type AdjustStock = { type: 'AdjustStock'; data: { by: Requester; stock?: number; now: Date } };
export type DelistProduct = { type: 'DelistProduct'; data: { by: Requester; now: Date } };
/** Checkout's hold on stock for an order, and its release (sent by the checkout process manager). */
export type ReserveStock = { type: 'ReserveStock'; data: { by: Requester; orderId: string; quantity: number; now: Date } };
export type ReleaseStock = { type: 'ReleaseStock'; data: { by: Requester; orderId: string; now: Date } };
export type ProductCommand = ListProduct | EditProduct | ApproveProduct | RejectProduct | AdjustStock | DelistProduct | ReserveStock | ReleaseStock;

/** Not enough left (or no longer on sale) for an order's hold: checkout answers 409. */
export const OUT_OF_STOCK = 'This product is out of stock';

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const REASON_MAX = 500;
export const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * Fields whose change a customer sees: a vendor's edit of them is checked again (ADR 0018).
 * The pages it shows on too: moving a per-tonne wholesale lot onto the retail pages is a new
 * listing there. The cities it is sold in are the vendor's to widen, as price and stock are.
 */
const REVIEWED_FIELDS: readonly (keyof ProductEdit)[] = ['name', 'description', 'category', 'subcategory', 'quantity', 'unit', 'imageId', 'showOnPages'];

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');
const isWhole = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const throwIfAny = (errors: Record<string, string | null>) => {
  const found = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null));
  if (Object.keys(found).length) throw DomainError.invalid(found);
};

/**
 * The product as it would stand with `input` over `base` (absent fields keep their value or
 * take the spec's defaults: wholesale, quantity 3, unit tonne, active), with every rule
 * checked at once so each field's message comes back together. Errors name API fields.
 */
function resolveFacts(input: ProductInput, base: ProductFacts | null): ProductFacts {
  const subcategory = input.subcategory === undefined ? base?.subcategory : subcategoryFromSlug(input.subcategory.trim());
  // Named, else the kind of a newly named subcategory, else as it was (spec 9 default: wholesale).
  const category = (input.category ?? (input.subcategory !== undefined && subcategory ? kindOfSubcategory(subcategory) : undefined) ?? base?.category ?? 'wholesale') as ProductKind;
  const validKind = (PRODUCT_KINDS as readonly string[]).includes(category);
  const name = input.name === undefined ? base?.name : clean(input.name);
  const rawUnit = input.unit === undefined ? (base && base.category === category ? base.unit : undefined) : input.unit.trim();
  const unit = rawUnit === undefined ? (category === 'retail' ? DEFAULT_RETAIL_UNIT : WHOLESALE_UNIT) : (UNIT_ALIASES[rawUnit] ?? rawUnit);
  const limits = PRODUCT_QUANTITY[validKind ? category : 'wholesale'];
  const quantity = input.quantity ?? base?.quantity ?? limits.default;
  const pricePaise = input.pricePaise ?? base?.pricePaise;
  const stock = input.stock ?? base?.stock ?? 0;
  const cities = input.cities ?? base?.cities ?? [];
  const showOnPages = input.showOnPages ?? base?.showOnPages ?? (validKind ? [category] : []);
  const vendorStatus = input.vendorStatus ?? base?.vendorStatus ?? 'active';
  const description = input.description === undefined ? (base?.description ?? '') : (input.description ?? '').trim();
  // Left out: as it was; blank: none (null, or still absent on a product that never had one, so nothing changes).
  const hsnCode = input.hsnCode === undefined ? base?.hsnCode : input.hsnCode?.trim() || (base?.hsnCode ? null : base?.hsnCode);

  throwIfAny({
    name: !name ? 'Name is required' : name.length > NAME_MAX ? `Name must be at most ${NAME_MAX} characters` : null,
    category: validKind ? null : 'Category must be wholesale or retail',
    subcategory: !subcategory
      ? 'Subcategory is required'
      : validKind && !PRODUCT_SUBCATEGORIES[category].includes(subcategory)
        ? `Subcategory must be one of ${PRODUCT_SUBCATEGORIES[category].join(', ')}`
        : null,
    price:
      pricePaise === undefined
        ? 'Price is required'
        : !Number.isInteger(pricePaise) || pricePaise < 0
          ? 'Price must be 0 or more'
          : category === 'retail' && pricePaise === 0
            ? RETAIL_PRICE_MESSAGE
            : null,
    stock: isWhole(stock, 0, MAX_STOCK) ? null : `Stock must be a whole number from 0 to ${MAX_STOCK}`,
    quantity: isWhole(quantity, limits.min, limits.max)
      ? null
      : `Quantity must be a whole number from ${limits.min} to ${limits.max}${category === 'wholesale' ? ' tonnes' : ''}`,
    unit:
      category === 'wholesale'
        ? unit === WHOLESALE_UNIT
          ? null
          : 'Wholesale products are sold per tonne'
        : (RETAIL_UNITS as readonly string[]).includes(unit)
          ? null
          : `Unit must be one of ${RETAIL_UNITS.join(', ')}`,
    description: description.length > DESCRIPTION_MAX ? `Description must be at most ${DESCRIPTION_MAX} characters` : null,
    cities: cities.length > CITIES.length || cities.some((city) => !(CITIES as readonly string[]).includes(city)) ? `Cities must be among ${CITIES.join(', ')}` : null,
    showOnPages: showOnPages.length > 2 || showOnPages.some((page) => !(PRODUCT_KINDS as readonly string[]).includes(page)) ? 'Pages must be wholesale and/or retail' : null,
    vendorStatus: (PRODUCT_VENDOR_STATUSES as readonly string[]).includes(vendorStatus) ? null : `Status must be one of ${PRODUCT_VENDOR_STATUSES.join(', ')}`,
    hsnCode: hsnCode && !HSN_CODE_PATTERN.test(hsnCode) ? HSN_CODE_MESSAGE : null,
  });
  return {
    name: name!,
    description,
    category,
    subcategory: subcategory!,
    pricePaise: pricePaise!,
    stock,
    quantity,
    unit,
    cities: [...new Set(cities)],
    showOnPages: [...new Set(showOnPages)] as ProductKind[],
    vendorStatus: vendorStatus as ProductVendorStatus,
    imageId: input.imageId === undefined ? (base?.imageId ?? null) : input.imageId,
    // Only on a product that has (or had) one: products without keep the facts they were listed with.
    ...(hsnCode !== undefined && { hsnCode }),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The product's vendor or an admin; anyone else is refused whatever the state, as not found:
 * the back office's record of another vendor's product answers 404, and a 403 here would tell
 * them a pending product's id exists.
 */
function mayChange(state: Extract<ProductState, { vendorId: string }>, by: Requester) {
  if (by.role === 'admin' || (by.role === 'vendor' && by.userId === state.vendorId)) return;
  throw new DomainError('not_found', PRODUCT_NOT_FOUND);
}

function existing(state: ProductState, by: Requester) {
  if (state.status === 'absent') throw new DomainError('not_found', PRODUCT_NOT_FOUND);
  mayChange(state, by);
  if (state.status === 'delisted') throw new DomainError('conflict', 'This product was deleted and can no longer change');
  return state;
}

const adminOnly = (by: Requester, action: string) => {
  if (by.role !== 'admin') throw new DomainError('forbidden', `Only an admin can ${action} products`);
};

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'ProductListed') {
      const { productId, vendorId, slug, listedAt: _at, ...facts } = event.data;
      return { status: 'pending', productId, vendorId, slug, facts, rejectionReason: null, held: PersistentMap.empty(), countedStock: facts.stock };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'ProductUpdated':
        return { ...state, facts: { ...state.facts, ...event.data.changes }, ...(event.data.resubmitted && { status: 'pending', rejectionReason: null }) };
      case 'ProductPriceChanged':
        return { ...state, facts: { ...state.facts, pricePaise: event.data.pricePaise } };
      case 'ProductStockAdjusted':
        return { ...state, facts: { ...state.facts, stock: event.data.stock }, countedStock: event.data.stock };
      case 'ProductApproved':
        return { ...state, status: 'approved', rejectionReason: null };
      case 'ProductRejected':
        return { ...state, status: 'rejected', rejectionReason: event.data.reason };
      case 'ProductDelisted':
        return { ...state, status: 'delisted' };
      case 'StockReserved':
        return { ...state, facts: { ...state.facts, stock: event.data.stock }, held: state.held.set(event.data.orderId, event.data.quantity) };
      case 'StockReleased':
        return { ...state, facts: { ...state.facts, stock: event.data.stock }, held: state.held.set(event.data.orderId, 0) };
    }
  },

  decide(command, state) {
    const { now, by } = command.data;
    const at = now.toISOString();
    switch (command.type) {
      case 'ListProduct': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This product already exists');
        if (by.role !== 'admin' && !(by.role === 'vendor' && by.userId === command.data.vendorId)) throw new DomainError('forbidden', 'You can only list products of your own');
        const facts = resolveFacts(command.data.input, null);
        throwIfAny({ vendorId: command.data.vendorKnown ? null : 'Vendor not found' });
        const { productId, vendorId, slug } = command.data;
        return [{ type: 'ProductListed', data: { productId, vendorId, ...facts, slug, listedAt: at } }];
      }
      case 'EditProduct': {
        const product = existing(state, by);
        const { pricePaise, stock: sent, ...rest } = resolveFacts(command.data.input, product.facts);
        // An unpinned form that repeats the figure it was opened with (the last one a person set)
        // leaves stock as orders have since moved it, instead of undoing their reservations.
        const stock = !command.data.pinned && sent === product.countedStock ? product.facts.stock : sent;
        const ids = { productId: product.productId, vendorId: product.vendorId };
        const changes = Object.fromEntries(Object.entries(rest).filter(([key, value]) => !sameValue(value, product.facts[key as keyof ProductFacts]))) as ProductEdit;
        const events: ProductEvent[] = [];
        if (Object.keys(changes).length) {
          // A vendor's change to what customers read goes back to the approval queue; an admin's does not.
          const reviewed = REVIEWED_FIELDS.some((key) => key in changes);
          const resubmitted = by.role !== 'admin' && product.status !== 'pending' && (reviewed || product.status === 'rejected');
          events.push({ type: 'ProductUpdated', data: { ...ids, changes, resubmitted, updatedAt: at } });
        }
        if (pricePaise !== product.facts.pricePaise) events.push({ type: 'ProductPriceChanged', data: { ...ids, previousPaise: product.facts.pricePaise, pricePaise, changedAt: at } });
        if (stock !== product.facts.stock) events.push({ type: 'ProductStockAdjusted', data: { ...ids, previousStock: product.facts.stock, stock, adjustedAt: at } });
        return events;
      }
      case 'ApproveProduct': {
        const product = existing(state, by);
        adminOnly(by, 'approve');
        if (product.status === 'approved') return [];
        return [{ type: 'ProductApproved', data: { productId: product.productId, vendorId: product.vendorId, approvedAt: at } }];
      }
      case 'RejectProduct': {
        const product = existing(state, by);
        adminOnly(by, 'reject');
        const reason = clean(command.data.reason ?? '');
        throwIfAny({ reason: !reason ? 'Reason is required' : reason.length > REASON_MAX ? `Reason must be at most ${REASON_MAX} characters` : null });
        if (product.status === 'rejected' && product.rejectionReason === reason) return [];
        return [{ type: 'ProductRejected', data: { productId: product.productId, vendorId: product.vendorId, reason, rejectedAt: at } }];
      }
      case 'AdjustStock': {
        const product = existing(state, by);
        const { stock } = command.data;
        throwIfAny({ stock: isWhole(stock, 0, MAX_STOCK) ? null : `Stock must be a whole number from 0 to ${MAX_STOCK}` });
        if (stock === product.facts.stock) return [];
        return [{ type: 'ProductStockAdjusted', data: { productId: product.productId, vendorId: product.vendorId, previousStock: product.facts.stock, stock: stock!, adjustedAt: at } }];
      }
      case 'DelistProduct': {
        if (state.status === 'delisted') {
          mayChange(state, by);
          return [];
        }
        const product = existing(state, by);
        return [{ type: 'ProductDelisted', data: { productId: product.productId, vendorId: product.vendorId, slug: product.slug, delistedAt: at } }];
      }
      case 'ReserveStock': {
        adminOnly(by, 'hold stock of');
        if (state.status === 'absent') throw new DomainError('not_found', PRODUCT_NOT_FOUND);
        const { orderId, quantity } = command.data;
        // Asked again for the same order (a redelivery), or after its release: nothing new.
        if (state.held.has(orderId)) return [];
        const onSale = state.status === 'approved' && state.facts.vendorStatus === 'active';
        if (!onSale || !isWhole(quantity, 1, MAX_STOCK) || state.facts.stock < quantity) throw new DomainError('conflict', OUT_OF_STOCK);
        const ids = { productId: state.productId, vendorId: state.vendorId };
        return [{ type: 'StockReserved', data: { ...ids, orderId, quantity, stock: state.facts.stock - quantity, reservedAt: at } }];
      }
      case 'ReleaseStock': {
        adminOnly(by, 'release stock of');
        if (state.status === 'absent') return [];
        const quantity = state.held.get(command.data.orderId) ?? 0;
        if (quantity === 0) return [];
        const ids = { productId: state.productId, vendorId: state.vendorId };
        return [{ type: 'StockReleased', data: { ...ids, orderId: command.data.orderId, quantity, stock: state.facts.stock + quantity, releasedAt: at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * Bulk approve / reject decided as one batch: each product against its own state, and any
 * refusal refuses the whole batch naming the line (`ids.<i>`), so nothing is half applied.
 */
export function decideBulk(command: ApproveProduct | RejectProduct, states: ProductState[]): ProductEvent[][] {
  const errors: Record<string, string> = {};
  const decided = states.map((state, i) => {
    try {
      return productDecider.decide(command, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.kind === 'invalid') Object.assign(errors, error.errors);
      else errors[`ids.${i}`] = error.message;
      return [];
    }
  });
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  return decided;
}
