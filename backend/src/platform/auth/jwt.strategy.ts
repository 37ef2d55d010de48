import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JWT_ALGORITHM, jwtKey } from './jwt-secret';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { AuthUser, Role } from './roles';
import { AccountCache } from './account-cache';
import { VerifiedTokens } from './verified-tokens';
import { SESSIONS, Sessions } from './sessions';

/** The access token of a request (`Authorization: Bearer ...`), as passport-jwt reads it. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

export interface AccessTokenPayload {
  sub: string;
  /** The session (refresh-token family) the token was issued for; it dies with it. */
  sid?: string;
  role: Role;
  name: string;
  email: string;
  exp?: number;
  nbf?: number;
}

/** The account as the users read model has it now (a signed token alone is not enough). */
interface AccountDoc {
  _id: string;
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  status: string;
}

export const SESSION_ENDED = 'Your session has ended; please sign in again';

/**
 * Whether the token's session is still open: signing out, a password change or reset, an
 * e-mail change, a deactivation or an erasure ends it, and its access tokens stop working at
 * once rather than at their expiry. One indexed lookup in identity.sqlite (shared by every
 * process on DATA_DIR), never a cache that another process could leave stale.
 *
 * A token without `sid` was issued before sessions were named: it is refused too, so no
 * token outlives a sign-out. Its holder loses nothing: both front ends answer a 401 by
 * renewing the session with their refresh token (still valid) and retrying, and the renewed
 * token carries `sid`.
 */
export const sessionOpen = (sessions: Sessions, payload: { sid?: unknown }): boolean => typeof payload.sid === 'string' && sessions.isSessionOpen(payload.sid);

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly accounts: AccountCache<AccountDoc>,
    private readonly tokens: VerifiedTokens<AccessTokenPayload>,
    @Inject(SESSIONS) private readonly sessions: Sessions,
  ) {
    // A KeyObject (jwtKey), not the string: parsing the string as a public key on every request
    // was a quarter of the CPU of an admin write.
    super({ jwtFromRequest: bearerToken, secretOrKey: jwtKey(config) as unknown as string, algorithms: [JWT_ALGORITHM], ignoreExpiration: false, passReqToCallback: true });
  }

  /**
   * passport-jwt verifies every token from scratch; one this process has verified before goes
   * straight to `validate` (VerifiedTokens checks its expiry again), which still reads the account.
   */
  override authenticate(request: Parameters<Strategy['authenticate']>[0], options?: object): void {
    const token = bearerToken(request);
    const payload = token ? this.tokens.get(token) : null;
    if (!payload) return super.authenticate(request, options);
    this.validate(request, payload).then(
      (user) => this.success(user),
      (error: Error) => this.error(error),
    );
  }

  /**
   * Deactivating a user, erasing them or changing their role takes effect on their very
   * next request: the role comes from the read model, not from the token (AccountCache keeps
   * it only until the read model changes). The account is read once per request: controllers
   * take the caller's contact details from `request.user`.
   */
  async validate(request: Parameters<Strategy['authenticate']>[0], payload: AccessTokenPayload): Promise<AuthUser> {
    // Called by passport-jwt only once the signature and times checked out.
    this.tokens.remember(bearerToken(request)!, payload);
    if (!sessionOpen(this.sessions, payload)) throw new UnauthorizedException(SESSION_ENDED);
    const account = await this.account(payload.sub);
    if (!account || account.status !== 'Active') throw new UnauthorizedException('Auth session missing!');
    return {
      userId: account._id,
      role: account.role,
      name: account.name,
      email: account.email,
      phone: account.phone ?? null,
      sessionId: payload.sid,
      tokenExpiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
    };
  }

  private account(userId: string) {
    return this.accounts.get(userId, () => this.readStore.collection<AccountDoc>('users').findOne({ _id: userId }));
  }

  /**
   * Whether a caller let in earlier still would be, as they were: for answers that outlive
   * their request (the notification stream). False once the token expired, its session ended,
   * or the account was deactivated, erased or given another role.
   */
  async stillHolds(user: AuthUser, now = Date.now()): Promise<boolean> {
    if (user.tokenExpiresAt !== undefined && now >= user.tokenExpiresAt) return false;
    if (!sessionOpen(this.sessions, { sid: user.sessionId })) return false;
    const account = await this.account(user.userId);
    return account?.status === 'Active' && account.role === user.role;
  }
}
