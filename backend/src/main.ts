import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app/app.module';
import { configureApp } from './app/configure-app';
import { loadConfig } from './platform/config/app-config';

async function main() {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error', 'warn', 'log'] });
  configureApp(app, { serveFrontends: config.serveFrontends });
  await app.listen(config.port);
  const adapters = [config.eventstoreUrl ? 'EventStoreDB' : 'SQLite', config.mongoUrl ? 'MongoDB' : 'in-memory', config.natsUrl ? 'NATS JetStream' : 'in-process'];
  console.log(`Bazaar is up on http://localhost:${config.port}  (storefront /, back office /admin, API /api, docs /api/docs)`);
  console.log(`  event store ${adapters[0]}, read store ${adapters[1]}, bus ${adapters[2]}, data in ${config.dataDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
