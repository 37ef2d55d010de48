import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { JwtStrategy } from '../../platform/auth/jwt.strategy';
import { JWT_ALGORITHM, jwtKey } from '../../platform/auth/jwt-secret';
import { SESSIONS } from '../../platform/auth/sessions';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { Accounts } from './account';
import { AccountKeys } from './account-keys';
import { LastAdminGuard } from './last-admin';
import { ACCOUNT_HANDLERS } from './account.handlers';
import { AuthController } from './auth.controller';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { IDENTITY_EVENT_TYPES, SIGN_UP_UPLOADS } from './identity.events';
import { UploadReferences } from '../../platform/uploads/uploads-janitor';
import { IdentityService } from './identity.service';
import { IdentityStartup } from './identity-startup';
import { ErasureEnforcer } from './erasure-enforcer';
import { INVITATION_HANDLERS } from './invitation.handlers';
import { InvitationsController } from './invitations.controller';
import { invitationsProjection } from './invitations.projection';
import { MeController } from './me.controller';
import { OtpController } from './otp/otp.controller';
import { OtpService } from './otp/otp.service';
import { UsersAdminController } from './users.admin.controller';
import { usersProjection } from './users.read-model';

@Module({
  imports: [
    PassportModule,
    NotificationsModule,
    // Buffer-typed option; a KeyObject works the same in jsonwebtoken and is not re-parsed per call.
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: jwtKey(config) as unknown as Buffer, signOptions: { algorithm: JWT_ALGORITHM }, verifyOptions: { algorithms: [JWT_ALGORITHM] } }) }),
  ],
  controllers: [AuthController, MeController, OtpController, UsersAdminController, InvitationsController],
  providers: [
    IdentityService,
    IdentityStartup,
    OtpService,
    ErasureEnforcer,
    JwtStrategy,
    Accounts,
    AccountKeys,
    LastAdminGuard,
    ...ACCOUNT_HANDLERS,
    ...INVITATION_HANDLERS,
    { provide: CREDENTIAL_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new CredentialStore(config.dataDir) },
    // Access tokens live only as long as their session (JwtStrategy, the cached back-office lists).
    { provide: SESSIONS, useExisting: CREDENTIAL_STORE },
  ],
  exports: [IdentityService, OtpService, JwtStrategy],
})
export class IdentityModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry, uploads: UploadReferences) {
    catalog.register(...IDENTITY_EVENT_TYPES);
    // A sign-up's document is on record from its UserRegistered, before the record opened from it.
    uploads.add(SIGN_UP_UPLOADS);
    projections.addInline(usersProjection, invitationsProjection);
  }
}
