import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app/app.module';
import { configureApp } from './app/configure-app';
import { loadConfig } from './platform/config/app-config';
import { exitOnStartError } from './platform/config/config-error';
import { prepareDataDir } from './platform/config/data-dir';
import { createHttpAdapter } from './platform/http/fastify-adapter';
import { checkPortFree, listenError } from './platform/http/listen-check';

async function main() {
  // Settings, DATA_DIR and the port are checked before the app is built: a wrong one is one line naming it.
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  await checkPortFree(config.port, config.host);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(config), { logger: ['error', 'warn', 'log'] });
  await configureApp(app, config);
  await app.listen(config.port, config.host).catch((error) => {
    throw listenError(error, config.port, config.host);
  });
  const adapters = [config.eventstoreUrl ? 'EventStoreDB' : 'SQLite', config.mongoUrl ? 'MongoDB' : 'SQLite', config.natsUrl ? 'NATS JetStream' : 'in-process'];
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Bazaar is up on http://${shown}:${config.port}  (storefront /, back office /admin, API /api${config.apiDocs ? ', docs /api/docs' : ''})`);
  console.log(`  event store ${adapters[0]}, read store ${adapters[1]}, bus ${adapters[2]}, data in ${config.dataDir}`);
}

main().catch(exitOnStartError);
