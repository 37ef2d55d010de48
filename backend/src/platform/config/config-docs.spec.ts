import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './app-config';

const ROOT = resolve(__dirname, '../../../..');

/** Every variable loadConfig reads, recorded as it reads them (each is read on every start). */
function variablesRead(): string[] {
  const read = new Set<string>();
  const env = new Proxy({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
    get: (target, name) => {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return [...read].sort();
}

/** The first column of the README's Configuration table. */
function readmeVariables(): string[] {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return rows.map((row) => /^\| `([A-Z_]+)` \|/.exec(row)?.[1] ?? `unreadable row: ${row.slice(0, 40)}`).sort();
}

/** The environment docker-compose.yml gives a service of the app: the shared `x-app-env` block and its own. */
function composeEnvironment(service: 'api' | 'worker'): Record<string, string> {
  const lines = readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8').split('\n');
  const env: Record<string, string> = {};
  let block = '';
  for (const line of lines) {
    const top = /^([a-z][\w-]*):/.exec(line);
    const inService = /^ {2}([a-z][\w-]*):\s*$/.exec(line);
    if (top) block = top[1] === 'x-app-env' ? 'shared' : top[1];
    else if (inService && block !== 'shared') block = inService[1];
    const variable = /^ {2,6}([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(line);
    if (variable && (block === 'shared' || block === service)) env[variable[1]] = variable[2];
  }
  return env;
}

describe('the configuration as documented', () => {
  it("the README's Configuration table lists exactly the variables the server reads", () => {
    expect(readmeVariables()).toEqual(variablesRead());
  });

  it.each(['api', 'worker'] as const)('docker-compose.yml sets the %s only variables the server reads', (service) => {
    const env = composeEnvironment(service);
    expect(Object.keys(env).length).toBeGreaterThan(10);
    expect(Object.keys(env).filter((name) => !variablesRead().includes(name))).toEqual([]);
  });

  it.each(['README.md', 'docs/operations.md', 'docker-compose.yml', 'Dockerfile', 'package.json'])('every backend/dist script %s runs is built from a source file', (file) => {
    const scripts = [...readFileSync(resolve(ROOT, file), 'utf8').matchAll(/backend\/dist\/([\w/-]+)\.js/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !existsSync(resolve(ROOT, 'backend/src', `${script}.ts`)))).toEqual([]);
  });

  it("docker compose gives the API its public address, so the links it sends are not http://localhost:3000's", () => {
    expect(composeEnvironment('api')).toHaveProperty('PUBLIC_URL');
  });
});
