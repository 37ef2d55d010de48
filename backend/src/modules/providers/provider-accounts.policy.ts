import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { onRoleGrantedByAdmin } from '../identity/role-grants';
import { RegisterProviderCommand } from './providers.commands';

/**
 * Process manager (role grant): when an admin makes someone a service provider (Add User or a role change), open
 * their provider profile so they can fill in expertise and services. Fed from the log.
 */
@Injectable()
export class ProviderAccountsPolicy implements OnModuleInit {
  constructor(
    readonly registry: ProjectionRegistry,
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) readonly readStore: ReadStore,
    readonly readYourWrites: ReadYourWrites,
  ) {}

  onModuleInit(): void {
    onRoleGrantedByAdmin(this, 'provider-accounts', 'provider', (user, ctx) =>
      this.commands.execute(
        new RegisterProviderCommand(
          user._id,
          {
            providerId: user._id,
            name: this.cipher.seal(user._id, user.name),
            email: this.cipher.seal(user._id, user.email),
            phone: user.phone ? this.cipher.seal(user._id, user.phone) : null,
            expertise: '',
          },
          ctx,
        ),
      ),
    );
  }
}
