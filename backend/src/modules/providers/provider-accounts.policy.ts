import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { SignUpApplication } from '../identity/identity.events';
import { onRoleGrantedByAdmin } from '../identity/role-grants';
import { RegisterProviderCommand } from './providers.commands';

export const PROVIDER_ACCOUNTS = 'provider-accounts';

/** What a provider sign-up submits beyond the account (nothing personal: name, e-mail and phone are the account's). */
export type ProviderApplication = SignUpApplication & { fields: { expertise: string } };

/**
 * Process manager (role grant): a provider sign-up carries its application (the expertise)
 * in UserRegistered, and this opens the provider record from it; when an admin makes
 * someone a provider (Add User or a role change) it opens their profile empty, to fill in
 * expertise and services. Name, e-mail and phone are the account's, sealed with the
 * provider's key. Fed from the log.
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
    onRoleGrantedByAdmin(this, PROVIDER_ACCOUNTS, 'provider', (user, ctx, application) => {
      const expertise = (application as ProviderApplication | undefined)?.fields.expertise;
      return this.commands.execute(
        new RegisterProviderCommand(
          user._id,
          {
            providerId: user._id,
            name: this.cipher.seal(user._id, user.name),
            email: this.cipher.seal(user._id, user.email),
            phone: user.phone ? this.cipher.seal(user._id, user.phone) : null,
            expertise: typeof expertise === 'string' ? expertise : '',
          },
          ctx,
        ),
      );
    });
  }
}
