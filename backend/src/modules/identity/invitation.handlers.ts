import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { DomainError } from '../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { Accounts, normaliseEmail } from './account';
import { AccountKeys } from './account-keys';
import { AcceptInvitationCommand, EraseInvitationCommand, INVITATION_DECIDER_COMMANDS, InviteAdminCommand, RegisterUserCommand, Registered } from './identity.commands';
import { AdminInvited, InvitationEvent, invitationStream } from './identity.events';
import { invitationDecider } from './invitation.decider';
import { passwordProblem } from './passwords';

const INVITATION_DAYS = 7;
/** The code is the secret the invitee holds; only its hash names the stream, so the log never holds it. */
export const invitationIdOf = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 32);

@CommandHandler(InviteAdminCommand)
export class InviteAdminHandler implements ICommandHandler<InviteAdminCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: InviteAdminCommand) {
    const code = randomBytes(18).toString('base64url');
    const invitationId = invitationIdOf(code);
    const expiresAt = new Date(ctx.now.getTime() + INVITATION_DAYS * 86_400_000);
    // The invitee's e-mail is sealed under the invitation's own key: erasing the admin it became erases it too.
    const email = this.cipher.seal(invitationId, normaliseEmail(input.email));
    await this.runner.run(invitationStream(invitationId), invitationDecider, { type: 'InviteAdmin', data: { invitationId, email, invitedBy: input.invitedBy, expiresAt, now: ctx.now } }, ctx);
    return { invitationId, code, expiresAt };
  }
}

/**
 * Accepting is one decision on the invitation's stream, taken before the account exists:
 * the e-mail is claimed first (a taken e-mail refuses the accept with nothing recorded),
 * then AdminInvitationAccepted is appended with the expected revision, so an accept and a
 * revoke racing each other cannot both win. The losing accept releases its claim and leaves
 * nothing; a winning one then registers the admin under the user id it recorded. If that
 * last step was cut short, accepting again resumes with the same id.
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ input, ctx }: AcceptInvitationCommand): Promise<Registered> {
    const invitationId = invitationIdOf(input.code.trim());
    const events = (await this.store.readStream(invitationStream(invitationId))) as unknown as InvitationEvent[];
    const invited = events.find((e): e is AdminInvited => e.type === 'AdminInvited');
    if (!invited) throw DomainError.invalid({ code: 'This invitation is not valid' });
    const state = events.reduce(invitationDecider.evolve, invitationDecider.initialState());
    const email = normaliseEmail(input.email);
    const inviter = await this.accounts.find(invited.data.invitedBy);
    const pending = state.status === 'accepted' && state.acceptedBy && !(await this.accounts.exists(state.acceptedBy)) ? state.acceptedBy : null;
    const userId = pending ?? randomUUID();
    const userCtx: CommandContext = { ...ctx, actor: { kind: 'user', userId, role: 'admin' } };
    const accept = {
      type: 'AcceptInvitation' as const,
      // Spelt again as accounts spell it now: an invitation made before domains had one spelling holds user@bücher.example.
      data: { userId, emailMatches: normaliseEmail(this.cipher.open(invited.data.email)) === email, inviterActive: inviter?.status === 'active' && inviter.role === 'admin', now: ctx.now },
    };
    // Decided once on what was read, so a plainly refused accept writes nothing at all.
    invitationDecider.decide(accept, state);
    const problem = passwordProblem(input.password, { email, name: input.name });
    if (problem) throw DomainError.invalid({ password: problem });
    await this.keys.claimEmail(email, userId, userCtx);
    try {
      await this.runner.run(invitationStream(invitationId), invitationDecider, accept, userCtx);
    } catch (error) {
      await this.keys.releaseEmail(email, userId, userCtx);
      throw error;
    }
    return this.commands.execute(new RegisterUserCommand({ userId, name: input.name, email, password: input.password, role: 'admin', invitationId }, userCtx));
  }
}

/** The event first (the log says it happened), then the key goes; the erasure enforcer repeats it after a restore. */
@CommandHandler(EraseInvitationCommand)
export class EraseInvitationHandler implements ICommandHandler<EraseInvitationCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: EraseInvitationCommand): Promise<void> {
    await this.runner.run(invitationStream(input.invitationId), invitationDecider, { type: 'EraseInvitation', data: { now: ctx.now } }, ctx);
    this.cipher.erase(input.invitationId);
  }
}

export const INVITATION_HANDLERS = [...deciderHandlers(invitationDecider, invitationStream, INVITATION_DECIDER_COMMANDS), InviteAdminHandler, AcceptInvitationHandler, EraseInvitationHandler];
