import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { Accounts } from './account';
import { AccountKeys } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { EditUserCommand, EraseUserCommand, RevokeInvitationCommand, UpdateProfileCommand, VerifyPhoneCommand } from './identity.commands';
import { CommandContext } from '../../platform/event-store/metadata';
import { LastAdminGuard } from './last-admin';
import { userStream } from './identity.events';
import { InvitationDoc, invitationsProjection } from './invitations.projection';
import { OtpService } from './otp/otp.service';
import { activeAccount, onUser, VERIFY_PHONE } from './account-rules';
import { CancelEmailChangeHandler, ConfirmEmailChangeHandler, RequestEmailChangeHandler, ResendEmailChangeHandler } from './email-change.handlers';
import { ChangePasswordHandler, RequestPasswordResetHandler, ResetPasswordHandler } from './password.handlers';
import { RegisterUserHandler } from './registration.handlers';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: UpdateProfileCommand): Promise<void> {
    await onUser(this.runner, input.userId, { type: 'UpdateProfile', data: { name: this.cipher.seal(input.userId, input.name.trim()), now: ctx.now } }, ctx, input.expectedRevision);
  }
}

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly lastAdmin: LastAdminGuard,
  ) {}

  async execute({ input, ctx }: EditUserCommand): Promise<void> {
    const { userId, name, role, status, expectedRevision } = input;
    const edit = () =>
      onUser(this.runner, userId, { type: 'EditUser', data: { now: ctx.now, ...(name !== undefined && { name: this.cipher.seal(userId, name.trim()) }), ...(role && { role }), ...(status && { status }) } }, ctx, expectedRevision);
    const removesAnAdmin = (role !== undefined && role !== 'admin') || status === 'Inactive';
    const { events } = removesAnAdmin ? await this.lastAdmin.removing(userId, edit) : await edit();
    if (events.some((event) => event.type === 'UserDeactivated')) await this.endAccess(userId, ctx);
  }

  /** A deactivated user's sessions end; their open invitations go too (an accept that slips in between is refused by the invitation decider, which is told whether the inviter is still an active admin). */
  private async endAccess(userId: string, ctx: CommandContext): Promise<void> {
    this.credentials.revokeAllRefreshTokens(userId);
    const open = await this.readStore.collection<InvitationDoc>(invitationsProjection.collection).find({ invitedBy: userId, status: 'open' });
    for (const invitation of open) {
      try {
        await this.commands.execute(new RevokeInvitationCommand(invitation._id, { reason: 'inviterDeactivated' }, ctx));
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
  }
}

/** Erasure: the event first (the log says it happened), then the keys, secrets and claims go. */
@CommandHandler(EraseUserCommand)
export class EraseUserHandler implements ICommandHandler<EraseUserCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly lastAdmin: LastAdminGuard,
  ) {}

  async execute({ input, ctx }: EraseUserCommand): Promise<void> {
    const account = await this.accounts.find(input.userId);
    const { events } = await this.lastAdmin.removing(input.userId, () => onUser(this.runner, input.userId, { type: 'Erase', data: { now: ctx.now } }, ctx, input.expectedRevision));
    this.cipher.erase(input.userId);
    const invitationId = (events[0]?.data as { invitationId?: string } | undefined)?.invitationId;
    if (invitationId) this.cipher.erase(invitationId);
    this.credentials.remove(input.userId);
    if (account) {
      await this.keys.releaseEmail(account.email, input.userId, ctx);
      await this.keys.releasePhone(account.verifiedPhone, input.userId, ctx);
    }
  }
}

/** A signed-in user proves a (new) phone: the phone is claimed, the old one let go. */
@CommandHandler(VerifyPhoneCommand)
export class VerifyPhoneHandler implements ICommandHandler<VerifyPhoneCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
  ) {}

  async execute({ input, ctx }: VerifyPhoneCommand): Promise<void> {
    const { userId } = input;
    const account = await activeAccount(this.accounts, userId);
    const proven = await this.otp.withVerifiedPhone(input.phoneVerificationToken, async (phone) => {
      await this.keys.claimPhone(phone, userId, ctx);
      try {
        await onUser(this.runner, userId, { type: 'VerifyPhone', data: { phone: this.cipher.seal(userId, phone), now: ctx.now } }, ctx);
      } catch (error) {
        if (account.verifiedPhone !== phone) await this.keys.releasePhone(phone, userId, ctx);
        throw error;
      }
      if (account.verifiedPhone !== phone) await this.keys.releasePhone(account.verifiedPhone, userId, ctx);
    });
    if (!proven) throw DomainError.invalid({ phone: VERIFY_PHONE });
  }
}


export const ACCOUNT_HANDLERS = [
  EditUserHandler,
  RegisterUserHandler,
  UpdateProfileHandler,
  EraseUserHandler,
  VerifyPhoneHandler,
  RequestEmailChangeHandler,
  ResendEmailChangeHandler,
  CancelEmailChangeHandler,
  ConfirmEmailChangeHandler,
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
];
