import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { RecordedEvent } from '../../platform/event-store/event';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS_COLLECTION, UserDoc } from '../identity/users.read-model';
import { vendorStream } from './vendors.constants';
import { vendorDecider } from './vendors.decider';

/** An admin made this user a vendor (Add User with role vendor, or a role change). */
export const madeVendorByAdmin = (event: RecordedEvent): string | null => {
  const actor = event.metadata.actor;
  if (actor.kind !== 'user' || actor.role !== 'admin') return null; // self sign-ups open their own record
  const data = event.data as { userId: string; role: string };
  return (event.type === 'UserRegistered' || event.type === 'UserRoleChanged') && data.role === 'vendor' ? data.userId : null;
};

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
    const userId = madeVendorByAdmin(event);
    if (!userId) return;
    // The user's read model must have this event before we read it; a timeout redelivers.
    if (!(await this.readYourWrites.waitFor(event.position))) throw new Error(`users read model behind ${event.position}`);
    const user = await this.readStore.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: userId });
    if (!user || user.status === 'Erased') return;
    const seal = (value: string) => (value ? this.cipher.seal(userId, value) : '');
    const ctx: CommandContext = { actor: event.metadata.actor, correlationId: event.metadata.correlationId, causationId: event.metadata.eventId, now: new Date() };
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
