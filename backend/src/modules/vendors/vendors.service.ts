import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CommandOptions } from '../../platform/domain/handle-command';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { IdentityService } from '../identity/identity.service';
import { RegisterVendorCommand, SetVendorStatusCommand, UpdateVendorProfileCommand } from './vendors.commands';
import { VENDOR_SEALED_FIELDS, VendorProfile } from './vendors.events';
import { VendorDoc, VENDORS_COLLECTION } from './vendors.projection';


@Injectable()
export class VendorsService {
  constructor(
    private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  get vendors() {
    return this.readStore.collection<VendorDoc>(VENDORS_COLLECTION);
  }

  async get(vendorId: string): Promise<VendorDoc> {
    const vendor = await this.vendors.findOne({ _id: vendorId });
    if (!vendor) throw new DomainError('not_found', 'Vendor not found');
    return vendor;
  }

  private seal(vendorId: string, profile: Partial<VendorProfile>): Partial<VendorProfile> {
    const out: Record<string, unknown> = { ...profile };
    for (const field of VENDOR_SEALED_FIELDS) if (typeof out[field] === 'string') out[field] = this.cipher.seal(vendorId, out[field] as string);
    return out as Partial<VendorProfile>;
  }

  /** A vendor account and its vendor record: the user (role vendor) first, then the vendor stream. */
  async register(profile: VendorProfile, account: { password: string; phoneVerificationToken?: string; documentId: string | null }, ctx: CommandContext): Promise<VendorDoc> {
    const vendorId = randomUUID();
    // The phone-verification token is spent by the account's registration (single use).
    const { phoneVerified } = await this.identity.register(
      { userId: vendorId, name: profile.contactPerson, email: profile.contactEmail, phone: profile.contactPhone, phoneVerificationToken: account.phoneVerificationToken, password: account.password, role: 'vendor' },
      ctx,
    );
    const userCtx: CommandContext = ctx.actor.kind === 'user' ? ctx : { ...ctx, actor: { kind: 'user', userId: vendorId, role: 'vendor' } };
    const sealed = this.seal(vendorId, profile) as VendorProfile;
    await this.commands.execute(new RegisterVendorCommand(vendorId, { ...sealed, vendorId, documentId: account.documentId, phoneVerified }, userCtx));
    return this.get(vendorId);
  }

  /** The status rule (Verified never goes back to Pending) is the decider's. */
  async setStatus(vendorId: string, status: 'Pending' | 'Verified', ctx: CommandContext, options: CommandOptions = {}): Promise<VendorDoc> {
    await this.commands.execute(new SetVendorStatusCommand(vendorId, { status }, ctx, options));
    return this.get(vendorId);
  }

  async updateProfile(vendorId: string, changes: Partial<VendorProfile>, ctx: CommandContext, options: CommandOptions = {}): Promise<VendorDoc> {
    const current = await this.get(vendorId);
    const changed = Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== undefined && JSON.stringify(current[k as keyof VendorDoc]) !== JSON.stringify(v)));
    await this.commands.execute(new UpdateVendorProfileCommand(vendorId, { changes: this.seal(vendorId, changed) }, ctx, options));
    return this.get(vendorId);
  }

}
