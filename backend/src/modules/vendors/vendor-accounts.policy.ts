import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { onRoleGrantedByAdmin } from '../identity/role-grants';
import { OpenVendorAccountCommand } from './vendors.commands';

/**
 * Process manager (role grant): when an admin makes someone a vendor, open an empty
 * business profile for them (Pending, category Wholesale) that they then fill in; when the
 * grant came from Add Vendor, the registration that follows fills it in (or got there
 * first, and opening decides nothing). Fed from the log.
 */
@Injectable()
export class VendorAccountsPolicy implements OnModuleInit {
  constructor(
    readonly registry: ProjectionRegistry,
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) readonly readStore: ReadStore,
    readonly readYourWrites: ReadYourWrites,
  ) {}

  onModuleInit(): void {
    onRoleGrantedByAdmin(this, 'vendor-accounts', 'vendor', (user, ctx) => {
      const seal = (value: string) => (value ? this.cipher.seal(user._id, value) : '');
      return this.commands.execute(
        new OpenVendorAccountCommand(
          user._id,
          {
            vendorId: user._id, companyName: seal(user.name), businessType: 'Other', accountType: 'supplier', category: 'Wholesale',
            address: '', city: '', state: '', pincode: '', contactPerson: seal(user.name), contactEmail: seal(user.email), contactPhone: seal(user.phone ?? ''),
            taxId: null, businessDescription: null, website: null, productCategories: [], documentId: null, phoneVerified: user.phoneVerified,
          },
          ctx,
        ),
      );
    });
  }
}
