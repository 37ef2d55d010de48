import { Body, Controller, Get, HttpCode, Param, Post, Put, Redirect, UploadedFile } from '@nestjs/common';
import { Ctx } from '../auth/command-context.decorator';
import { AnyRole, Public, Roles } from '../auth/roles';
import type { CommandContext } from '../event-store/metadata';
import { IfMatch } from './if-match';
import { RateLimit } from './rate-limit';
import { answersOf, routeFacts } from './route-answers';

@Roles('admin')
@Controller('things')
class ThingsController {
  @Public()
  @Get()
  list() {}

  @Get(':id')
  one(@Param('id') id: string) {
    return id;
  }

  @Roles('admin', 'vendor')
  @Put(':id')
  edit(@Param('id') id: string, @Body() body: object, @Ctx() ctx: CommandContext, @IfMatch() revision?: number) {
    return [id, body, ctx, revision];
  }

  @Post(':id/approve')
  approve(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    return [id, ctx];
  }

  @Post(':id/picture')
  picture(@Param('id') id: string, @UploadedFile() picture: unknown, @Ctx() ctx: CommandContext) {
    return [id, picture, ctx];
  }

  @Public()
  @Post('preview')
  @HttpCode(200)
  preview(@Body() body: object) {
    return body;
  }

  @Public()
  @RateLimit('payment')
  @Post(':token/:outcome')
  @Redirect('/payment-failure', 303)
  outcome() {}

  @AnyRole()
  @Post('read')
  @HttpCode(200)
  read() {}

  @Post('made')
  make() {}

  get notARoute() {
    throw new Error('a getter is never run');
  }
}

const answers = (method: string) => Object.fromEntries(answersOf(routeFacts(ThingsController, method)!));

describe('route answers', () => {
  it('reads the facts of a route from the decorators the guards and the router read', () => {
    expect(routeFacts(ThingsController, 'outcome')).toEqual({ public: true, roles: [], success: 303, redirectTo: '/payment-failure', pathParams: ['token', 'outcome'], ifMatch: false, commands: false, body: false, rateLimit: 'payment' });
    // The class's rule holds where the method names none, as in the role guard.
    expect(routeFacts(ThingsController, 'one')).toMatchObject({ public: false, roles: ['admin'], success: 200, pathParams: ['id'], ifMatch: false });
    expect(routeFacts(ThingsController, 'edit')).toMatchObject({ roles: ['admin', 'vendor'], success: 200, ifMatch: true, commands: true, body: true });
    expect(routeFacts(ThingsController, 'approve')).toMatchObject({ ifMatch: false, commands: true, body: false });
    expect(routeFacts(ThingsController, 'picture')).toMatchObject({ commands: true, body: true });
    expect(routeFacts(ThingsController, 'preview')).toMatchObject({ commands: false, body: true });
    expect(routeFacts(ThingsController, 'read')).toMatchObject({ success: 200 });
    expect(routeFacts(ThingsController, 'make')).toMatchObject({ success: 201 });
    expect(routeFacts(ThingsController, 'notARoute')).toBeUndefined();
    expect(routeFacts(ThingsController, 'constructor')).toBeUndefined();
  });

  it('lists no 401 or 403 on a public route, nor 404 without a path naming a record', () => {
    expect(Object.keys(answers('list'))).toEqual(['400']);
  });

  it('lists 401 on a route that needs a role, and 403 when some role may not call it', () => {
    expect(answers('one')).toMatchObject({ 401: expect.any(String), 403: 'Signed in as customer or vendor or provider: this route is for admin only', 404: expect.stringContaining('id') });
    expect(answers('read')).toHaveProperty('401');
    expect(answers('read')).not.toHaveProperty('403');
  });

  it('lists 409 on an edit taking If-Match and 429 on a rate-limited route', () => {
    expect(answers('edit')).toHaveProperty('409');
    expect(answers('one')).not.toHaveProperty('409');
    expect(answers('outcome')).toMatchObject({ 429: expect.stringContaining('payment'), 404: expect.any(String) });
    expect(answers('outcome')).not.toHaveProperty('401');
  });

  it('lists 409 on a route that runs commands without If-Match: a write race lost on every retry', () => {
    expect(answers('approve')[409]).toMatch(/same moment/);
    // With If-Match, the 409 says the revision moved (a race lost is one way it moves).
    expect(answers('edit')[409]).toMatch(/If-Match/);
    expect(answers('preview')).not.toHaveProperty('409');
    expect(answers('one')).not.toHaveProperty('409');
  });

  it('lists 413 and 415 on a route that reads a body or an upload, and not on one that reads none', () => {
    for (const method of ['edit', 'picture', 'preview']) expect(answers(method)).toMatchObject({ 413: expect.stringContaining('too large'), 415: expect.stringContaining('Content-Type') });
    for (const method of ['list', 'one', 'approve', 'outcome', 'read']) {
      expect(answers(method)).not.toHaveProperty('413');
      expect(answers(method)).not.toHaveProperty('415');
    }
  });
});
