import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { Role } from '../../platform/auth/roles';
import { AccessTokenPayload } from '../../platform/auth/jwt.strategy';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { normalisePhone } from '@bazaar/common';
import { normaliseEmail } from './account';
import { AccountKeys } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { pendingEmailChange } from './email-change.handlers';
import { NewAccount, RegisterUserCommand } from './identity.commands';
import { LoginThrottle } from './login-throttle';
import { OtpService } from './otp/otp.service';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { USERS_COLLECTION, UserDoc } from './users.read-model';
import { waitInWords } from '../../platform/http/rate-limit';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; role: Role; phone: string | null; phoneVerified: boolean };
}

export type { NewAccount } from './identity.commands';

const INVALID_LOGIN = 'Invalid email or password';

/**
 * Sessions and the account reads other contexts need. Changes go through the command bus
 * (identity.commands.ts); `register` stays here as the entry other contexts call.
 */
@Injectable()
export class IdentityService {
  private readonly throttle = new LoginThrottle();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly commands: CommandBus,
    private readonly keys: AccountKeys,
    private readonly otp: OtpService,
    private readonly jwt: JwtService,
  ) {}

  private get users() {
    return this.readStore.collection<UserDoc>(USERS_COLLECTION);
  }

  /** Creates the account (RegisterUserCommand) and answers with its read model. */
  async register(account: NewAccount, ctx: CommandContext): Promise<UserDoc> {
    const { userId, phoneVerified } = await this.commands.execute(new RegisterUserCommand(account, ctx));
    // The read model may lag when no projections run here (a CLI); the account exists either way.
    const now = ctx.now.toISOString();
    const phone = account.phone ? normalisePhone(account.phone) : null;
    return (
      (await this.users.findOne({ _id: userId })) ?? {
        _id: userId, name: account.name.trim(), email: normaliseEmail(account.email), phone, phoneVerified, role: account.role, status: 'Active', joinedAt: now, updatedAt: now,
      }
    );
  }

  async get(userId: string): Promise<UserDoc> {
    const user = await this.users.findOne({ _id: userId });
    if (!user) throw new DomainError('not_found', 'User not found');
    return user;
  }

  /** Throttled per (e-mail, address) pair (LoginThrottle); the e-mail's reservation names the account. */
  async login(rawEmail: string, password: string, client = 'unknown'): Promise<Session> {
    const email = normaliseEmail(rawEmail);
    this.refuseWhileThrottled(email, client);
    const userId = await this.keys.emailOwner(email);
    const hash = userId ? this.credentials.passwordHash(userId) : undefined;
    const ok = await verifyPassword(hash ?? (await DUMMY_HASH), password);
    const user = userId && hash && ok ? await this.users.findOne({ _id: userId }) : null;
    if (!user || user.status !== 'Active') {
      this.throttle.fail(email, client);
      throw new UnauthorizedException(user?.status === 'Inactive' ? 'This account has been deactivated' : INVALID_LOGIN);
    }
    this.throttle.succeed(email, client);
    return this.sessionFor(user);
  }

  /** Sign-in with a code sent to a verified phone (POST /api/auth/phone-login). */
  async phoneLogin(rawPhone: string, code: string, client = 'unknown'): Promise<Session> {
    const phone = this.otp.spendCode(rawPhone, code);
    const userId = await this.keys.phoneOwner(phone);
    const user = userId ? await this.users.findOne({ _id: userId }) : null;
    if (!user || user.status !== 'Active') {
      throw new UnauthorizedException(user?.status === 'Inactive' ? 'This account has been deactivated' : 'No account is linked to this verified phone number');
    }
    this.throttle.succeed(user.email, client);
    return this.sessionFor(user);
  }

  private refuseWhileThrottled(account: string, client: string): void {
    const wait = this.throttle.retryAfter(account, client);
    if (wait > 0) {
      const message = `Too many login attempts. Please try again in ${waitInWords(wait)}.`;
      throw new HttpException({ statusCode: 429, message, retryAfter: wait }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Rotates the refresh token; a reused one ends its whole family (CredentialStore). */
  async refresh(refreshToken: string): Promise<Session> {
    const rotated = this.credentials.rotateRefreshToken(refreshToken, this.config.refreshTokenTtlSeconds);
    const user = rotated ? await this.users.findOne({ _id: rotated.userId }) : null;
    if (!rotated || !user || user.status !== 'Active') throw new UnauthorizedException('Your session has expired; please sign in again');
    return { accessToken: this.accessToken(user, rotated.sessionId), refreshToken: rotated.refreshToken, user: publicUser(user) };
  }

  logout(refreshToken: string): void {
    this.credentials.revokeRefreshToken(refreshToken);
  }

  async me(userId: string): Promise<Session['user']> {
    const user = await this.users.findOne({ _id: userId });
    if (!user || user.status !== 'Active') throw new UnauthorizedException('Auth session missing!');
    return publicUser(user);
  }

  /** The signed-in person's e-mail change waiting for its code (new address, sent, expires), or null. */
  pendingEmailChange(userId: string) {
    return pendingEmailChange(this.credentials, userId);
  }

  async adminExists(): Promise<boolean> {
    return (await this.users.count({ role: 'admin', status: 'Active' })) > 0;
  }

  /** True when an account holds the e-mail (an abandoned claim without an account does not count). */
  /** An account has this e-mail (a claim still without its account, or one a crash left, does not count). */
  async emailTaken(email: string): Promise<boolean> {
    return (await this.keys.emailAccount(normaliseEmail(email))) !== null;
  }

  /** `sid` names the session (refresh-token family): the token dies with it (JwtStrategy). */
  private accessToken(user: UserDoc, sid: string): string {
    const payload: AccessTokenPayload = { sub: user._id, sid, role: user.role, name: user.name, email: user.email };
    return this.jwt.sign(payload, { expiresIn: this.config.accessTokenTtlSeconds });
  }

  /** A new session (sign-in, sign-up, or signing the current one in again after its others ended). */
  sessionFor(user: UserDoc): Session {
    const { sessionId, refreshToken } = this.credentials.openSession(user._id, this.config.refreshTokenTtlSeconds);
    return { accessToken: this.accessToken(user, sessionId), refreshToken, user: publicUser(user) };
  }
}

export const publicUser = (user: UserDoc): Session['user'] => ({ id: user._id, name: user.name, email: user.email, role: user.role, phone: user.phone, phoneVerified: user.phoneVerified });
