import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthUser, Role } from './roles';

export interface AccessTokenPayload {
  sub: string;
  role: Role;
  name: string;
  email: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, ignoreExpiration: false });
  }

  validate(payload: AccessTokenPayload): AuthUser {
    return { userId: payload.sub, role: payload.role, name: payload.name, email: payload.email };
  }
}
