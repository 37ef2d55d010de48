import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AnyRole, AuthUser, Public } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandContext } from '../../platform/event-store/metadata';
import { IdentityService } from './identity.service';
import { LoginDto, RefreshDto, SignupDto } from './identity.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly identity: IdentityService) {}

  @Public()
  @Post('signup')
  async signup(@Body() body: SignupDto, @Ctx() ctx: CommandContext) {
    await this.identity.register({ ...body, role: 'customer' }, ctx);
    return this.identity.login(body.email, body.password);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto) {
    return this.identity.login(body.email, body.password);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshDto) {
    return this.identity.refresh(body.refreshToken);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  logout(@Body() body: RefreshDto) {
    this.identity.logout(body.refreshToken);
  }

  @AnyRole()
  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.identity.me(user.userId);
  }
}
