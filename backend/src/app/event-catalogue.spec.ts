import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { EventCatalog, EventTypeDefinition } from '../platform/event-store/event-catalog';
import { UNIQUE_KEY_EVENT_TYPES } from '../platform/domain/unique-keys';
import { SEED_EVENT_TYPES } from './seed/seed-data.service';
import { PROCESS_MANAGER_EVENT_TYPES } from '../platform/domain/process-manager';
import { SCHEDULER_EVENT_TYPES } from '../platform/domain/scheduler';

/**
 * docs/events.md is the event catalogue. This spec builds the EventCatalog the way the
 * modules do (every module's *_EVENT_TYPES array, plus the seed's and the platform's unique
 * key reservations) and fails when the
 * document and the code disagree, so the catalogue cannot drift.
 */
const SRC = resolve(__dirname, '..');
const MODULES = join(SRC, 'modules');
const CATALOGUE = resolve(__dirname, '../../../docs/events.md');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const sourceFiles = walk(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.testing.ts'));
const eventFiles = walk(MODULES).filter((f) => f.endsWith('.events.ts'));

/** Every exported `*_EVENT_TYPES` array of every module's *.events.ts, by export name. */
function moduleEventTypeArrays(): Map<string, EventTypeDefinition[]> {
  const arrays = new Map<string, EventTypeDefinition[]>();
  for (const file of eventFiles) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('_EVENT_TYPES') && Array.isArray(value)) arrays.set(name, value as EventTypeDefinition[]);
    }
  }
  return arrays;
}

function buildCatalog(): EventCatalog {
  const catalog = new EventCatalog();
  for (const definitions of moduleEventTypeArrays().values()) catalog.register(...definitions);
  catalog.register(...SEED_EVENT_TYPES, ...UNIQUE_KEY_EVENT_TYPES, ...PROCESS_MANAGER_EVENT_TYPES, ...SCHEDULER_EVENT_TYPES);
  return catalog;
}

/** Entries of docs/events.md: a ### `TypeName` heading and the text up to the next heading. */
function documentedSections(): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of readFileSync(CATALOGUE, 'utf8').split(/^(?=#{1,6} )/m)) {
    const heading = part.match(/^### `([A-Za-z0-9]+)`[ \t]*(?:\r?\n|$)/);
    if (heading) sections.set(heading[1], part);
  }
  return sections;
}

describe('the event catalogue (docs/events.md)', () => {
  const catalog = buildCatalog();
  const registered = catalog.list();
  const sections = documentedSections();

  it('finds the event types the modules register', () => {
    expect(eventFiles.length).toBeGreaterThan(0);
    expect(registered.map((t) => t.type)).toEqual(expect.arrayContaining(['UserRegistered', 'RateAdded', 'RateChanged', 'DemoDataSeeded']));
  });

  it('loads every *_EVENT_TYPES array declared anywhere in backend/src', () => {
    const declared = sourceFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+_EVENT_TYPES)\b/g)].map((m) => ({ name: m[1], file: relative(SRC, file) })),
    );
    const loaded = new Set([...moduleEventTypeArrays().keys(), 'SEED_EVENT_TYPES', 'UNIQUE_KEY_EVENT_TYPES', 'PROCESS_MANAGER_EVENT_TYPES', 'SCHEDULER_EVENT_TYPES']);
    expect(declared.filter((d) => !loaded.has(d.name))).toEqual([]);
  });

  it('registers every event type a module declares (DomainEvent<\'Type\', ...>)', () => {
    const declared = eventFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/DomainEvent<\s*'([A-Za-z0-9]+)'/g)].map((m) => m[1]),
    );
    const known = new Set(registered.map((t) => t.type));
    expect(declared.filter((type) => !known.has(type))).toEqual([]);
  });

  it('has an entry (### heading) for every registered event type', () => {
    const missing = registered.filter((t) => !sections.has(t.type)).map((t) => `${t.context}: ${t.type}`);
    expect(missing).toEqual([]);
  });

  it('gives each entry the context and schema version the code registers', () => {
    const wrong = registered.flatMap((t) => {
      const section = sections.get(t.type);
      if (!section) return []; // reported by the test above
      const problems: string[] = [];
      if (!new RegExp(`context\\W+${t.context}\\b`, 'i').test(section)) problems.push(`${t.type}: context ${t.context} not stated`);
      if (!new RegExp(`schema version\\W+${t.schemaVersion}\\b`, 'i').test(section)) problems.push(`${t.type}: schema version ${t.schemaVersion} not stated`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('lists under Conventions every type above schema version 1, with its version, and no other', () => {
    const text = readFileSync(CATALOGUE, 'utf8');
    const bullet = text.slice(text.indexOf('- **Schema version**'), text.indexOf('## Metadata every event carries'));
    const listed = [...bullet.matchAll(/`([A-Za-z0-9]+)` (\d+)\b/g)].map((m) => `${m[1]} ${m[2]}`).sort();
    const above = registered.filter((t) => t.schemaVersion > 1).map((t) => `${t.type} ${t.schemaVersion}`).sort();
    expect(listed).toEqual(above);
  });

  it('names, for every event a read model handles, that read model in its entry or in its context\'s introduction', () => {
    const readModels = walk(MODULES)
      .filter((f) => (f.endsWith('.projection.ts') || f.endsWith('.read-model.ts')) && !f.endsWith('.spec.ts'))
      .flatMap((file) => Object.values(require(file) as Record<string, unknown>))
      .filter((v): v is { name: string; collection: string; canHandle: string[] } => typeof v === 'object' && v !== null && 'collection' in v && Array.isArray((v as { canHandle?: unknown }).canHandle));
    // The ## context heading's text, then each ### entry under it.
    const intros = new Map<string, string>();
    let intro = '';
    for (const part of readFileSync(CATALOGUE, 'utf8').split(/^(?=#{2,3} )/m)) {
      if (part.startsWith('## ')) intro = part;
      const heading = part.match(/^### `([A-Za-z0-9]+)`/);
      if (heading) intros.set(heading[1], intro);
    }
    expect(readModels.length).toBeGreaterThanOrEqual(25);
    const unnamed = readModels.flatMap((p) =>
      p.canHandle.filter((type) => ![sections.get(type), intros.get(type)].some((text) => text?.includes(`\`${p.name}\``))).map((type) => `${type}: ${p.name}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('documents no event type that is not registered', () => {
    const known = new Set(registered.map((t) => t.type));
    expect([...sections.keys()].filter((type) => !known.has(type))).toEqual([]);
  });
});
