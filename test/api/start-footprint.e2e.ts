import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * What the built app loads before it starts, on the embedded defaults. The production
 * adapters' clients load only when their URL is set, and the PDF and image libraries at
 * their first use (ADR 0038): together they cost about 0.7 s of every start, on two threads.
 */
describe('the built app at start', () => {
  it('loads neither the EventStoreDB, MongoDB nor NATS client, nor pdfkit or sharp, with the rest of the app', () => {
    // The app module is what main.js and the projection thread both load.
    const root = join(__dirname, '../..');
    const probe = `
      require(${JSON.stringify(join(root, 'backend/dist/app/app.module.js'))});
      const loaded = Object.keys(require.cache);
      const heavy = ['@eventstore/db-client', 'mongodb', '@nats-io/transport-node', '@nats-io/jetstream', 'pdfkit', 'sharp'];
      console.log(JSON.stringify({ modules: loaded.length, heavy: heavy.filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/'))) }));`;
    const { modules, heavy } = JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: root, encoding: 'utf8' }));
    expect(modules).toBeGreaterThan(500); // the whole app was loaded
    expect(heavy).toEqual([]);
  });
});
