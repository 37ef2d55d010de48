import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { JwtStrategy } from '../../platform/auth/jwt.strategy';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { AuthController } from './auth.controller';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { IDENTITY_EVENT_TYPES } from './identity.events';
import { IdentityService } from './identity.service';
import { ErasureEnforcer } from './erasure-enforcer';
import { InvitationsController } from './invitations.controller';
import { invitationsProjection } from './invitations.projection';
import { DevOutboxSms } from './otp/dev-outbox-sms';
import { DevOutboxController, OtpController } from './otp/otp.controller';
import { OtpService } from './otp/otp.service';
import { SMS, UnconfiguredSms } from './otp/sms.port';
import { UsersAdminController } from './users.admin.controller';
import { usersProjection } from './users.read-model';

// The dev outbox endpoint does not exist in production (decided when the module loads).
const devOnly = process.env.NODE_ENV === 'production' ? [] : [DevOutboxController];

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) }),
  ],
  controllers: [AuthController, OtpController, UsersAdminController, InvitationsController, ...devOnly],
  providers: [
    IdentityService,
    OtpService,
    ErasureEnforcer,
    JwtStrategy,
    { provide: CREDENTIAL_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new CredentialStore(config.dataDir) },
    { provide: SMS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.production ? new UnconfiguredSms() : new DevOutboxSms(config.production)) },
  ],
  exports: [IdentityService, OtpService],
})
export class IdentityModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...IDENTITY_EVENT_TYPES);
    projections.addInline(usersProjection, invitationsProjection);
  }
}
