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
import { providerDecider } from './providers.decider';
import { providerStream } from './providers.events';

/**
 * Policy: when an admin makes someone a service provider (Add User or a role change), open
 * their provider profile so they can fill in expertise and services. Runs from the bus.
 */
@Injectable()
export class ProviderAccountsPolicy implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  onModuleInit(): void {
    this.registry.addPolicy({ name: 'provider-accounts', subject: 'market.identity.>', handle: (event) => this.handle(event) });
  }

  async handle(event: RecordedEvent): Promise<void> {
    const user = await userGrantedRoleByAdmin(event, 'provider', this.readStore, this.readYourWrites);
    if (!user) return;
    const ctx = causedBy(event);
    try {
      await this.runner.run(
        providerStream(user._id),
        providerDecider,
        {
          type: 'RegisterProvider',
          data: { providerId: user._id, name: this.cipher.seal(user._id, user.name), email: this.cipher.seal(user._id, user.email), phone: user.phone ? this.cipher.seal(user._id, user.phone) : null, expertise: '', now: ctx.now },
        },
        ctx,
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
}
