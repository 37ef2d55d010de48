import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CommandOptions } from '../../platform/domain/handle-command';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { RegisterUserCommand } from '../identity/identity.commands';
import { SignUpApplication } from '../identity/identity.events';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { VENDOR_ACCOUNTS } from './vendor-accounts.policy';
import { SetVendorStatusCommand, UpdateVendorProfileCommand } from './vendors.commands';
import { VENDOR_SEALED_FIELDS, VendorProfile } from './vendors.events';
import { VendorDoc, VENDORS_COLLECTION } from './vendors.projection';


@Injectable()
export class VendorsService {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
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

  /**
   * A vendor account and its vendor record in one decision: UserRegistered (role vendor)
   * carries the sealed application, and the vendor-accounts process manager opens the
   * record from it (so a crash after the append still ends with the full record). The
   * answer waits, bounded, until that record is in the read model.
   */
  async register(profile: VendorProfile, account: { password: string; phoneVerificationToken?: string; documentId: string | null }, ctx: CommandContext): Promise<VendorDoc> {
    const vendorId = randomUUID();
    const application: SignUpApplication = { fields: this.seal(vendorId, profile), documentId: account.documentId };
    // The phone-verification token is spent by the account's registration (single use).
    const { position } = await this.commands.execute(
      new RegisterUserCommand(
        { userId: vendorId, name: profile.contactPerson, email: profile.contactEmail, phone: profile.contactPhone, phoneVerificationToken: account.phoneVerificationToken, password: account.password, role: 'vendor', application },
        ctx,
      ),
    );
    // The account and the application are recorded either way; past the bound the record still follows.
    if (!(await this.readYourWrites.waitForProcessManager(VENDOR_ACCOUNTS, position))) {
      throw new ServiceUnavailableException('Your account has been created; your vendor profile is still being set up, please sign in again in a minute');
    }
    return this.get(vendorId);
  }

  /** The status rule (Verified never goes back to Pending) is the decider's. */
  async setStatus(vendorId: string, status: 'Pending' | 'Verified', ctx: CommandContext, options: CommandOptions = {}): Promise<VendorDoc> {
    await this.commands.execute(new SetVendorStatusCommand(vendorId, { status }, ctx, options));
    return this.get(vendorId);
  }

  /** The profile's changes and, from an admin, the status, decided together (one append). */
  async updateProfile(vendorId: string, changes: Partial<VendorProfile>, ctx: CommandContext, options: CommandOptions = {}, status?: 'Pending' | 'Verified'): Promise<VendorDoc> {
    const current = await this.get(vendorId);
    const changed = Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== undefined && JSON.stringify(current[k as keyof VendorDoc]) !== JSON.stringify(v)));
    await this.commands.execute(new UpdateVendorProfileCommand(vendorId, { changes: this.seal(vendorId, changed), status }, ctx, options));
    return this.get(vendorId);
  }

}
