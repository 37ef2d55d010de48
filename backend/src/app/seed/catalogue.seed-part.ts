import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@bazaar/common';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { sharpLibrary } from '../../platform/lazy-module';
import { CommandContext, systemContext } from '../../platform/event-store/metadata';
import { ApproveProductCommand, ListProductCommand } from '../../modules/catalogue/catalogue.commands';
import { ProductImages } from '../../modules/catalogue/images/product-images';
import { IdentityService } from '../../modules/identity/identity.service';
import { RegisterVendorCommand, SetVendorStatusCommand } from '../../modules/vendors/vendors.commands';
import { categoryOf } from '../../modules/vendors/vendors.constants';
import { VENDOR_SEALED_FIELDS, VendorProfile } from '../../modules/vendors/vendors.events';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { recordDemoAccount } from './demo-accounts';
import { DEMO_RETAIL, DEMO_VENDORS, DEMO_WHOLESALE, DemoProduct, DemoVendor } from './demo-catalogue';
import { productArtSvg } from './demo-product-art';
import { DemoSeedPart, DemoSeedResult } from './demo-seed-part';

const HOUR = 3600 * 1000;

/** What a demo vendor says it sells, in the supplier form's words. */
const SUPPLIER_LABELS: Record<string, string[]> = {
  nashik: ['Fruits', 'Vegetables', 'Grains'],
  deccan: ['Pulses', 'Grains', 'Oils'],
  malabar: ['Spices', 'Coffee'],
  kongu: ['Oils', 'Pulses'],
  jaipur: ['Other'],
  bakehouse: ['Bakery'],
  coromandel: ['Other'],
  bengal: ['Other'],
};

/**
 * The demo catalogue: the sellers as real vendor accounts (registered like any supplier, then
 * verified by the system as an admin would), and their products with our own drawn pictures,
 * listed and approved through the catalogue's commands. Listing times are spread over the
 * past weeks, so "newest first" means something.
 */
@Injectable()
export class CatalogueSeedPart implements DemoSeedPart {
  readonly name = 'catalogue';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly cipher: PersonalDataCipher,
    private readonly images: ProductImages,
  ) {}

  async seed(): Promise<DemoSeedResult> {
    const vendorIds = new Map<string, string>();
    for (const [i, vendor] of DEMO_VENDORS.entries()) vendorIds.set(vendor.key, await this.registerVendor(vendor, i));
    const listings = [
      ...Object.entries(DEMO_WHOLESALE).flatMap(([subcategory, products]) => products.map((product) => ({ kind: 'wholesale' as const, subcategory, product }))),
      ...Object.entries(DEMO_RETAIL).flatMap(([subcategory, products]) => products.map((product) => ({ kind: 'retail' as const, subcategory, product }))),
    ];
    const now = Date.now();
    for (const [i, { kind, subcategory, product }] of listings.entries()) {
      // Interleaved over about three weeks: each category has old and new products.
      const listedAt = new Date(now - ((i * 7) % listings.length) * 5 * HOUR);
      await this.list(vendorIds.get(product.vendor)!, kind, subcategory, product, { ...systemContext('demo seed'), now: listedAt });
    }
    const verified = DEMO_VENDORS.filter((v) => v.verified).length;
    return {
      counts: { vendors: DEMO_VENDORS.length, products: listings.length },
      summary: `${listings.length} products in 12 categories from ${DEMO_VENDORS.length} vendors (${verified} verified); their sign-ins are in demo-accounts.txt`,
    };
  }

  private async registerVendor(vendor: DemoVendor, index: number): Promise<string> {
    const ctx = systemContext('demo seed');
    const vendorId = randomUUID();
    const email = `${vendor.key}@vendors.bazaar.example`;
    const password = randomBytes(12).toString('base64url');
    // A reserved-looking range, so no real number is ever named.
    const phone = `+91 90000 000${String(index + 10).padStart(2, '0')}`;
    await this.identity.register({ userId: vendorId, name: vendor.contactPerson, email, phone, password, role: 'vendor' }, ctx);
    const profile: VendorProfile = {
      companyName: vendor.companyName,
      businessType: vendor.businessType,
      accountType: vendor.accountType,
      category: categoryOf(vendor.accountType),
      address: vendor.address,
      city: vendor.city,
      state: vendor.state,
      pincode: vendor.pincode,
      contactPerson: vendor.contactPerson,
      contactEmail: email,
      contactPhone: phone,
      taxId: null,
      businessDescription: vendor.description,
      website: null,
      productCategories: SUPPLIER_LABELS[vendor.key] ?? ['Other'],
    };
    // A sign-up's record is opened by the vendor-accounts process manager, which follows the
    // person's own (or an admin's) registration; the seed is the system, so it opens it itself.
    const sealed = { ...profile } as Record<string, unknown>;
    for (const field of VENDOR_SEALED_FIELDS) if (typeof sealed[field] === 'string') sealed[field] = this.cipher.seal(vendorId, sealed[field] as string);
    await this.commands.execute(new RegisterVendorCommand(vendorId, { ...(sealed as unknown as VendorProfile), vendorId, documentId: null, phoneVerified: false }, ctx));
    if (vendor.verified) await this.commands.execute(new SetVendorStatusCommand(vendorId, { status: 'Verified' }, ctx));
    recordDemoAccount(this.config.dataDir, `Demo vendor ${vendor.companyName} (back office at /admin/auth)`, email, password);
    return vendorId;
  }

  private async list(vendorId: string, kind: 'wholesale' | 'retail', subcategory: string, product: DemoProduct, ctx: CommandContext): Promise<void> {
    // Drawn at 400 px (the drawing's own size): enough for the cards and the product page, and quick to seed.
    const picture = await sharpLibrary()(Buffer.from(productArtSvg(subcategory, product.name, 400))).png({ compressionLevel: 1 }).toBuffer();
    const imageId = await this.images.store(picture);
    const productId = randomUUID();
    await this.commands.execute(
      new ListProductCommand(
        productId,
        {
          vendorId,
          product: {
            name: product.name,
            description: product.description,
            category: kind,
            subcategory,
            pricePaise: rupeesToPaise(product.price),
            stock: product.stock,
            quantity: product.quantity,
            unit: product.unit,
            cities: product.cities,
            showOnPages: [kind],
            vendorStatus: 'active',
            imageId,
          },
        },
        ctx,
      ),
    );
    await this.commands.execute(new ApproveProductCommand(productId, {}, ctx));
  }
}
