import { Controller, Get, HttpCode, Param, Post, Put, Redirect } from '@nestjs/common';
import { AnyRole, Public, Roles } from '../auth/roles';
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
  edit(@Param('id') id: string, @IfMatch() revision?: number) {
    return [id, revision];
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
    expect(routeFacts(ThingsController, 'outcome')).toEqual({ public: true, roles: [], success: 303, redirectTo: '/payment-failure', pathParams: ['token', 'outcome'], ifMatch: false, rateLimit: 'payment' });
    // The class's rule holds where the method names none, as in the role guard.
    expect(routeFacts(ThingsController, 'one')).toMatchObject({ public: false, roles: ['admin'], success: 200, pathParams: ['id'], ifMatch: false });
    expect(routeFacts(ThingsController, 'edit')).toMatchObject({ roles: ['admin', 'vendor'], success: 200, ifMatch: true });
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
});
