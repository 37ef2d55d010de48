import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { SignUpApplication } from '../identity/identity.events';
import { onRoleGrantedByAdmin } from '../identity/role-grants';
import { UserDoc } from '../identity/users.read-model';
import { OpenVendorAccountCommand, RegisterVendorCommand } from './vendors.commands';
import { VENDOR_SEALED_FIELDS, VendorProfile } from './vendors.events';

export const VENDOR_ACCOUNTS = 'vendor-accounts';

type VendorRecord = VendorProfile & { vendorId: string; documentId: string | null; phoneVerified: boolean };

/**
 * Process manager (role grant): a supplier sign-up or an admin's Add Vendor carries the
 * sealed application in UserRegistered, from which this opens the full vendor record
 * (RegisterVendor; a record already there is a conflict, left alone). When an admin makes
 * someone a vendor without one (Add User, a role change), it opens an empty business
 * profile (Pending, category Wholesale) that they then fill in. Fed from the log.
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
    onRoleGrantedByAdmin(this, VENDOR_ACCOUNTS, 'vendor', (user, ctx, application) => {
      const { type, data } = vendorRecordFor(user, application, (value) => (value ? this.cipher.seal(user._id, value) : ''));
      return this.commands.execute(type === 'RegisterVendor' ? new RegisterVendorCommand(user._id, data, ctx) : new OpenVendorAccountCommand(user._id, data, ctx));
    });
  }
}

/**
 * The vendor command for a user given the vendor role: the full record from the sign-up's
 * application, or an empty profile from the account. Process managers see events with
 * personal data opened (EventCatalog.read), so the application's personal fields are
 * sealed again here with the person's key (`seal`) before they enter the vendor stream.
 */
export function vendorRecordFor(
  user: Pick<UserDoc, '_id' | 'name' | 'email' | 'phone' | 'phoneVerified'>,
  application: SignUpApplication | undefined,
  seal: (value: string) => string,
): { type: 'RegisterVendor' | 'OpenVendorAccount'; data: VendorRecord } {
  const vendorId = user._id;
  if (application) {
    const profile: Record<string, unknown> = { ...application.fields };
    for (const field of VENDOR_SEALED_FIELDS) {
      const value = profile[field];
      if (typeof value === 'string' && !PersonalDataCipher.isSealed(value)) profile[field] = seal(value);
    }
    return { type: 'RegisterVendor', data: { ...(profile as unknown as VendorProfile), vendorId, documentId: application.documentId, phoneVerified: user.phoneVerified } };
  }
  return {
    type: 'OpenVendorAccount',
    data: {
      vendorId, companyName: seal(user.name), businessType: 'Other', accountType: 'supplier', category: 'Wholesale',
      address: '', city: '', state: '', pincode: '', contactPerson: seal(user.name), contactEmail: seal(user.email), contactPhone: seal(user.phone ?? ''),
      taxId: null, businessDescription: null, website: null, productCategories: [], documentId: null, phoneVerified: user.phoneVerified,
    },
  };
}
