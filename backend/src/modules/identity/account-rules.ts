import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { Notifier } from '../../platform/notifications/notification.port';
import { Account, Accounts } from './account';
import { UserCommand, userDecider } from './identity.decider';
import { userStream } from './identity.events';
import { CredentialStore, SendCap } from './credential-store';
import { passwordProblem, verifyPassword } from './passwords';

// What the account command handlers share: messages, limits and small steps.

/** Lifetime of an e-mailed code (password reset, e-mail change). */
export const CODE_TTL_SECONDS = 15 * 60;
export const VERIFY_PHONE = 'Please verify your phone number';
export const BAD_CODE = 'This code is not valid or has expired';
export const LOCKED_CODE = 'Too many wrong codes; please request a new one';
export const WRONG_PASSWORD = 'Your current password is not correct';

/** 429 `{message, retryAfter}` (the error filter adds Retry-After). */
export const tooMany = (message: string, retryAfter: number) => new HttpException({ statusCode: 429, message, retryAfter }, HttpStatus.TOO_MANY_REQUESTS);

/** Takes a place for one more code under every cap (CredentialStore.takeSend), or refuses with 429. */
export function takeSendOrRefuse(credentials: CredentialStore, caps: readonly SendCap[], now: number): void {
  const refusal = credentials.takeSend(caps, now);
  if (refusal) throw tooMany(refusal.message, refusal.retryAfter);
}

/** The signed-in owner proves it is them (password change, e-mail change): 400 `errors.currentPassword` otherwise. */
export async function checkCurrentPassword(credentials: CredentialStore, userId: string, password: string): Promise<void> {
  const hash = credentials.passwordHash(userId);
  if (!hash || !(await verifyPassword(hash, password))) throw DomainError.invalid({ currentPassword: WRONG_PASSWORD });
}

/** Runs one command on a user's stream. */
export const onUser = (runner: CommandRunner, userId: string, command: UserCommand, ctx: CommandContext, expectedRevision?: number) =>
  runner.run(userStream(userId), userDecider, command, ctx, { expectedRevision });

export const refusePassword = (field: string, password: string, person: { email?: string; name?: string }) => {
  const problem = passwordProblem(password, person);
  if (problem) throw DomainError.invalid({ [field]: problem });
};

export async function activeAccount(accounts: Accounts, userId: string): Promise<Account> {
  const account = await accounts.find(userId);
  if (!account) throw new DomainError('not_found', 'User not found');
  if (account.status !== 'active') throw new DomainError('conflict', `This user is ${account.status}`);
  return account;
}

export const notifyQuietly = (notifier: Notifier, notification: Parameters<Notifier['notify']>[0]) =>
  notifier.notify(notification).catch((error: Error) => Logger.warn(`${notification.channel} notification failed: ${error.message}`, 'Identity'));
