import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { Role } from '../../platform/auth/roles';
import { AccessTokenPayload } from '../../platform/auth/jwt.strategy';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { userDecider } from './identity.decider';
import { userStream } from './identity.events';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; role: Role };
}

export interface NewAccount {
  name: string;
  email: string;
  phone?: string | null;
  password: string;
  role: Role;
}

@Injectable()
export class IdentityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly runner: CommandRunner,
    private readonly jwt: JwtService,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private get users() {
    return this.readStore.collection<UserDoc>(USERS_COLLECTION);
  }

  /** Creates the account: credentials first (the unique e-mail), then the event. */
  async register(account: NewAccount, ctx: CommandContext): Promise<UserDoc> {
    const userId = randomUUID();
    const email = account.email.trim().toLowerCase();
    const passwordHash = await hashPassword(account.password);
    if (!this.credentials.add({ userId, email, passwordHash })) {
      throw new DomainError('conflict', 'An account with this email already exists', { email: 'An account with this email already exists' });
    }
    try {
      const actorCtx: CommandContext = ctx.actor.kind === 'system' && ctx.actor.reason === 'anonymous request'
        ? { ...ctx, actor: { kind: 'user', userId, role: account.role } } // a sign-up is done by the new user
        : ctx;
      const { position } = await this.runner.run(userStream(userId),
        userDecider,
        { type: 'RegisterUser', data: { userId, name: account.name.trim(), email, phone: account.phone ?? null, role: account.role, now: ctx.now } },
        actorCtx,
      );
      await this.readYourWrites.waitFor(position);
    } catch (error) {
      this.credentials.remove(userId);
      throw error;
    }
    return (await this.users.findOne({ _id: userId })) ?? { _id: userId, name: account.name, email, phone: account.phone ?? null, role: account.role, status: 'Active', joinedAt: ctx.now.toISOString() };
  }

  async login(email: string, password: string): Promise<Session> {
    const credential = this.credentials.byEmail(email.trim().toLowerCase());
    const ok = await verifyPassword(credential?.passwordHash ?? (await DUMMY_HASH), password);
    const user = credential && ok ? await this.users.findOne({ _id: credential.userId }) : null;
    if (!user || user.status !== 'Active') throw new UnauthorizedException('Invalid email or password');
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
    if (!user) throw new UnauthorizedException('Auth session missing!');
    return { id: user._id, name: user.name, email: user.email, role: user.role };
  }

  async adminExists(): Promise<boolean> {
    return (await this.users.count({ role: 'admin' })) > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.credentials.byEmail(email.trim().toLowerCase()) !== undefined;
  }

  private sessionFor(user: UserDoc): Session {
    const payload: AccessTokenPayload = { sub: user._id, role: user.role, name: user.name, email: user.email };
    return {
      accessToken: this.jwt.sign(payload, { expiresIn: this.config.accessTokenTtlSeconds }),
      refreshToken: this.credentials.issueRefreshToken(user._id, this.config.refreshTokenTtlSeconds),
      user: { id: user._id, name: user.name, email: user.email, role: user.role },
    };
  }
}
