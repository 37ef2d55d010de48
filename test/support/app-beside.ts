import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../backend/src/app/app.module';
import { APP_CONFIG, AppConfig, loadConfig } from '../../backend/src/platform/config/app-config';
import { RunningServer } from './server';

/**
 * The application without HTTP on a running server's DATA_DIR, opened beside it as
 * `npm run admin:create` is: no workers of its own (the server's read side projects what it
 * appends), no seed, no first admin. For a command a browser journey cannot send through the
 * server, such as one whose `now` is not the server's.
 */
export async function appBeside(server: RunningServer): Promise<INestApplicationContext> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: server.dataDir }),
    runWorkers: false,
    seedDemo: false,
    adminEmail: undefined,
    adminPassword: undefined,
    serveFrontends: false,
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).overrideProvider(APP_CONFIG).useValue(config).compile();
  moduleRef.useLogger(['error']);
  return moduleRef.init();
}
