// One jest run, four projects: unit tests beside the code (backend and storefront), adapter contract suites,
// API end-to-end (supertest) and browser journeys (Chromium via playwright-core).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// NestJS 12 ships ESM only: let swc transform it (STACK.md pitfall 2); so does
// content-disposition, which @fastify/static nests in its own node_modules.
const transformIgnorePatterns = ['/node_modules/(?!(@nestjs|@nats-io|@fastify|content-disposition)/)'];
// The shared workspace package is tested and used from its TypeScript source (no build needed).
const moduleNameMapper = { '^@bazaar/common$': '<rootDir>/common/src/index.ts' };
const common = { transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node', rootDir: __dirname };

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/storefront/src/**/*.spec.ts', '<rootDir>/backoffice/src/**/*.spec.ts', '<rootDir>/common/src/**/*.spec.ts'] },
    { ...common, displayName: 'contract', testMatch: ['<rootDir>/test/contract/**/*.spec.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.e2e.ts'], setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e.ts'], setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'] },
  ],
};
