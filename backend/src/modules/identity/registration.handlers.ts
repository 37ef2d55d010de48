import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { ANONYMOUS, CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { normalisePhone } from '@bazaar/common';
import { normaliseEmail } from './account';
import { AccountKeys } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { RegisterUserCommand, Registered } from './identity.commands';
import { SignUpApplication } from './identity.events';
import { normalizePhone, OtpService } from './otp/otp.service';
import { hashPassword } from './passwords';
import { VERIFY_PHONE, onUser, refusePassword } from './account-rules';

/**
 * Sign-up, an added user, an accepted invitation, a supplier or provider account. Order
 * (ADR 0010): the e-mail (and a verified phone) are claimed in their reservation streams,
 * the password hash is stored, then UserRegistered is appended; if anything fails, what was
 * done is undone. After a crash in between, the claim is taken over by the next sign-up
 * (AccountKeys) and the orphan password row is dropped on start (IdentityStartup).
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input, ctx }: RegisterUserCommand): Promise<Registered> {
    const userId = input.userId ?? randomUUID();
    const email = normaliseEmail(input.email);
    const phone = input.phone ? normalisePhone(input.phone) : null;
    refusePassword('password', input.password, { email, name: input.name });
    // A sign-up is the new user's own act; an admin, a seed or a CLI stays the actor.
    const anonymous = ctx.actor.kind === 'system' && ctx.actor.reason === ANONYMOUS;
    const actorCtx: CommandContext = anonymous ? { ...ctx, actor: { kind: 'user', userId, role: input.role } } : ctx;
    const passwordHash = await hashPassword(input.password);
    const register = (phoneVerified: boolean) => this.register({ ...input, userId, email, phone, phoneVerified, passwordHash }, actorCtx);
    if (!input.phoneVerificationToken) return register(false);
    // The token proves the phone once: spent here, given back if the account is refused.
    const proven = await this.otp.withVerifiedPhone(input.phoneVerificationToken, async (provenPhone) => {
      if (!phone || normalizePhone(phone) !== provenPhone) throw DomainError.invalid({ phone: VERIFY_PHONE });
      return register(true);
    });
    if (!proven) throw DomainError.invalid({ phone: VERIFY_PHONE });
    return proven.result;
  }

  private async register(
    a: { userId: string; email: string; phone: string | null; phoneVerified: boolean; passwordHash: string; name: string; role: RegisterUserCommand['input']['role']; invitationId?: string | null; application?: SignUpApplication },
    ctx: CommandContext,
  ): Promise<Registered> {
    const { userId } = a;
    await this.keys.claimEmail(a.email, userId, ctx);
    try {
      if (a.phone && a.phoneVerified) await this.keys.claimPhone(a.phone, userId, ctx);
      this.credentials.addPassword(userId, a.passwordHash);
      const { position } = await onUser(
        this.runner,
        userId,
        {
          type: 'RegisterUser',
          data: {
            userId,
            role: a.role,
            name: this.cipher.seal(userId, a.name.trim()),
            email: this.cipher.seal(userId, a.email),
            phone: this.cipher.sealOptional(userId, a.phone),
            phoneVerified: Boolean(a.phone && a.phoneVerified),
            invitationId: a.invitationId ?? null,
            ...(a.application && { application: a.application }),
            now: ctx.now,
          },
        },
        ctx,
      );
      this.credentials.confirm(userId);
      return { userId, phoneVerified: Boolean(a.phone && a.phoneVerified), position };
    } catch (error) {
      this.credentials.remove(userId);
      await this.keys.releasePhone(a.phoneVerified ? a.phone : null, userId, ctx);
      await this.keys.releaseEmail(a.email, userId, ctx);
      throw error;
    }
  }
}


