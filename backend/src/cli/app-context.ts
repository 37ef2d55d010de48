import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app/app.module';
import { appConfig } from '../platform/config/app-config';
import { prepareDataDir } from '../platform/config/data-dir';

/**
 * The application without HTTP, for command-line tools and the worker. `env` is applied
 * before the config is read. The settings and DATA_DIR are checked before Nest builds the
 * app, so a wrong one is a ConfigError (one line, exitOnStartError) rather than Nest's log of
 * a failed provider.
 */
export async function appContext(env: Record<string, string | undefined>): Promise<INestApplicationContext> {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  prepareDataDir(appConfig().dataDir);
  return NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
}
