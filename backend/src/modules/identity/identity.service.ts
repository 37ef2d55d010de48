import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { Role } from '../../platform/auth/roles';
import { AccessTokenPayload } from '../../platform/auth/jwt.strategy';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandOptions } from '../../platform/domain/handle-command';
import { DomainError } from '../../platform/domain/domain-error';
import { ANONYMOUS, CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { UserCommand, userDecider } from './identity.decider';
import { userStream } from './identity.events';
import { LoginThrottle } from './login-throttle';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; role: Role; phone: string | null; phoneVerified: boolean };
}

export interface NewAccount {
  name: string;
  email: string;
  phone?: string | null;
  phoneVerified?: boolean;
  password: string;
  role: Role;
  invitationId?: string | null;
  /** Set when the id must be known before the account exists (a vendor's stream shares it). */
  userId?: string;
}

type Change = Exclude<UserCommand, { type: 'RegisterUser' }>;

@Injectable()
export class IdentityService {
  private readonly throttle = new LoginThrottle();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly jwt: JwtService,
  ) {}

  private get users() {
    return this.readStore.collection<UserDoc>(USERS_COLLECTION);
  }

  /** Creates the account: credentials first (they hold the unique e-mail), then the event. */
  async register(account: NewAccount, ctx: CommandContext): Promise<UserDoc> {
    const userId = account.userId ?? randomUUID();
    const email = account.email.trim().toLowerCase();
    if (!this.credentials.add({ userId, email, passwordHash: await hashPassword(account.password) })) {
      throw new DomainError('conflict', 'An account with this email already exists', { email: 'An account with this email already exists' });
    }
    // A sign-up is the new user's own act; an admin, a seed or a CLI stays the actor.
    const anonymous = ctx.actor.kind === 'system' && ctx.actor.reason === ANONYMOUS;
    const actorCtx: CommandContext = anonymous ? { ...ctx, actor: { kind: 'user', userId, role: account.role } } : ctx;
    try {
      await this.runner.run(
        userStream(userId),
        userDecider,
        {
          type: 'RegisterUser',
          data: {
            userId,
            role: account.role,
            name: this.cipher.seal(userId, account.name.trim()),
            email: this.cipher.seal(userId, email),
            phone: this.cipher.sealOptional(userId, account.phone?.replace(/\s+/g, '')),
            phoneVerified: Boolean(account.phone && account.phoneVerified),
            invitationId: account.invitationId ?? null,
            now: ctx.now,
          },
        },
        actorCtx,
      );
    } catch (error) {
      this.credentials.remove(userId);
      throw error;
    }
    // The read model may lag when no projections run here (a CLI); the account exists either way.
    const now = ctx.now.toISOString();
    return (
      (await this.users.findOne({ _id: userId })) ?? {
        _id: userId, name: account.name.trim(), email, phone: account.phone ?? null, phoneVerified: Boolean(account.phone && account.phoneVerified),
        role: account.role, status: 'Active', joinedAt: now, updatedAt: now,
      }
    );
  }

  async get(userId: string): Promise<UserDoc> {
    const user = await this.users.findOne({ _id: userId });
    if (!user) throw new DomainError('not_found', 'User not found');
    return user;
  }

  async login(rawEmail: string, password: string, client = 'unknown'): Promise<Session> {
    const email = rawEmail.trim().toLowerCase();
    const wait = this.throttle.retryAfter(email, client);
    if (wait > 0) {
      throw new HttpException({ statusCode: 429, message: `Too many login attempts. Please try again in ${Math.ceil(wait / 60)} minutes.`, retryAfter: wait }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const credential = this.credentials.byEmail(email);
    const ok = await verifyPassword(credential?.passwordHash ?? (await DUMMY_HASH), password);
    const user = credential && ok ? await this.users.findOne({ _id: credential.userId }) : null;
    if (!user || user.status !== 'Active') {
      this.throttle.fail(email, client);
      throw new UnauthorizedException(user?.status === 'Inactive' ? 'This account has been deactivated' : 'Invalid email or password');
    }
    this.throttle.succeed(email);
    return this.sessionFor(user);
  }

  async refresh(refreshToken: string): Promise<Session> {
    const userId = this.credentials.consumeRefreshToken(refreshToken);
    const user = userId ? await this.users.findOne({ _id: userId }) : null;
    if (!user || user.status !== 'Active') throw new UnauthorizedException('Your session has expired; please sign in again');
    return this.sessionFor(user);
  }

  logout(refreshToken: string): void {
    this.credentials.revokeRefreshToken(refreshToken);
  }

  async me(userId: string): Promise<Session['user']> {
    const user = await this.users.findOne({ _id: userId });
    if (!user || user.status !== 'Active') throw new UnauthorizedException('Auth session missing!');
    return publicUser(user);
  }

  /** Applies a lifecycle change (profile, role, deactivate, erase ...) and waits for the read model. */
  async change(userId: string, command: Change, ctx: CommandContext, options: CommandOptions = {}): Promise<UserDoc> {
    await this.runner.run(userStream(userId), userDecider, command, ctx, options);
    if (command.type === 'Deactivate') this.credentials.revokeAllRefreshTokens(userId);
    return this.get(userId);
  }

  sealFor(userId: string, value: string): string {
    return this.cipher.seal(userId, value);
  }

  /** Erasure: the event first (so the log says it happened), then the key and credentials go. */
  async erase(userId: string, ctx: CommandContext, options: CommandOptions = {}): Promise<UserDoc> {
    await this.runner.run(userStream(userId), userDecider, { type: 'Erase', data: { now: ctx.now } }, ctx, options);
    this.cipher.erase(userId);
    this.credentials.remove(userId);
    return this.get(userId);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    this.credentials.setPassword(userId, await hashPassword(password));
    this.credentials.revokeAllRefreshTokens(userId);
  }

  async adminExists(): Promise<boolean> {
    return (await this.users.count({ role: 'admin', status: 'Active' })) > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.credentials.byEmail(email.trim().toLowerCase()) !== undefined;
  }

  sessionFor(user: UserDoc): Session {
    const payload: AccessTokenPayload = { sub: user._id, role: user.role, name: user.name, email: user.email };
    return {
      accessToken: this.jwt.sign(payload, { expiresIn: this.config.accessTokenTtlSeconds }),
      refreshToken: this.credentials.issueRefreshToken(user._id, this.config.refreshTokenTtlSeconds),
      user: publicUser(user),
    };
  }
}

export const publicUser = (user: UserDoc): Session['user'] => ({ id: user._id, name: user.name, email: user.email, role: user.role, phone: user.phone, phoneVerified: user.phoneVerified });
