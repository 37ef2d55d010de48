import { SingleBar } from 'cli-progress';
import { writeFileSync } from 'node:fs';
import { loadReports } from '../modules/analytics/reports';
import { EventCatalog } from '../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { reportCsv, reportParams, runReport } from '../platform/replay/report';
import { appContext } from './app-context';
import { exitOnCliError, replayInput } from './cli-args';

const USAGE = 'Usage: npm run replay -- <report> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--interval day|week|month] [--out file.csv]';

/**
 * npm run replay -- <report> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--interval day|week|month] [--out file.csv]
 * Replays the log for the period through the report's own projection (docs/analytics.md),
 * with a progress bar on stderr; the CSV goes to --out, or to stdout.
 */
async function main() {
  const options = replayInput(process.argv.slice(2));
  const reports = loadReports();
  const report = options.report ? reports.get(options.report) : undefined;
  if (!report) {
    console.error(options.report ? `Unknown report "${options.report}"\n${USAGE}` : USAGE);
    console.error(`Reports: ${[...reports.values()].map((r) => `${r.name} (${r.description})`).join('; ')}`);
    process.exit(2);
  }
  const params = reportParams({ from: options.from, to: options.to, interval: options.interval });
  const app = await appContext({ RUN_WORKERS: 'false', SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    const bar = new SingleBar({ format: ' {bar} {percentage}% | {processed} events | {eps} events/s | ETA {eta_formatted}', hideCursor: true, stream: process.stderr });
    const head = await store.headPosition();
    const started = Date.now();
    bar.start(Math.max(head, 1), 0, { processed: 0, eps: 0 });
    const result = await runReport({ store, catalog: app.get(EventCatalog) }, report, params, (p) => {
      bar.update(p.position, { processed: p.processed, eps: Math.round(p.processed / Math.max((Date.now() - started) / 1000, 0.001)) });
    });
    bar.update(Math.max(head, 1));
    bar.stop();
    const csv = reportCsv(report, result.rows);
    if (options.out) writeFileSync(options.out, csv);
    else process.stdout.write(csv);
    console.error(
      `${report.name} ${params.from}..${params.to} by ${params.interval}: ${result.rows.length} rows from ${result.processed} events in ${result.seconds.toFixed(2)} s (${Math.round(result.processed / Math.max(result.seconds, 0.001))} events/s)${options.out ? `, written to ${options.out}` : ''}`,
    );
  } finally {
    await app.close();
  }
}

main().catch(exitOnCliError(USAGE));
