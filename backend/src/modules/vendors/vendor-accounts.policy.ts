import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { RecordedEvent } from '../../platform/event-store/event';
import { causedBy } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { userGrantedRoleByAdmin } from '../identity/role-grants';
import { vendorStream } from './vendors.constants';
import { vendorDecider } from './vendors.decider';

/**
 * Policy: when an admin makes someone a vendor, open an empty business profile for them
 * (Pending, category Wholesale) that they then fill in. Runs from the bus; a vendor
 * record that already exists is left alone.
 */
@Injectable()
export class VendorAccountsPolicy implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  onModuleInit(): void {
    this.registry.addPolicy({ name: 'vendor-accounts', subject: 'market.identity.>', handle: (event) => this.handle(event) });
  }

  async handle(event: RecordedEvent): Promise<void> {
    const user = await userGrantedRoleByAdmin(event, 'vendor', this.readStore, this.readYourWrites);
    if (!user) return;
    const userId = user._id;
    const seal = (value: string) => (value ? this.cipher.seal(userId, value) : '');
    const ctx = causedBy(event);
    try {
      await this.runner.run(
        vendorStream(userId),
        vendorDecider,
        {
          type: 'RegisterVendor',
          data: {
            vendorId: userId, companyName: user.name, businessType: 'Other', accountType: 'supplier', category: 'Wholesale',
            address: '', city: '', state: '', pincode: '', contactPerson: seal(user.name), contactEmail: seal(user.email), contactPhone: seal(user.phone ?? ''),
            taxId: null, businessDescription: null, website: null, productCategories: [], documentId: null, phoneVerified: user.phoneVerified, now: ctx.now,
          },
        },
        ctx,
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error; // already has a record
    }
  }
}
