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
import { usersProjection } from './users.read-model';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) }),
  ],
  controllers: [AuthController],
  providers: [
    IdentityService,
    JwtStrategy,
    { provide: CREDENTIAL_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new CredentialStore(config.dataDir) },
  ],
  exports: [IdentityService],
})
export class IdentityModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...IDENTITY_EVENT_TYPES);
    projections.addInline(usersProjection);
  }
}
