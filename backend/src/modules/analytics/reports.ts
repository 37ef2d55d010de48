import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Report } from '../../platform/replay/report';

/** Where reports live: one `<name>.report.ts` file each, found at start (no list to edit). */
export const REPORTS_DIR = join(__dirname, 'reports');

/** Every report in REPORTS_DIR (compiled .js in dist, .ts under Jest), by name. */
export function loadReports(dir = REPORTS_DIR): Map<string, Report> {
  const reports = new Map<string, Report>();
  for (const file of readdirSync(dir).sort()) {
    if (!/\.report\.(js|ts)$/.test(file) || file.endsWith('.d.ts')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(join(dir, file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (value && typeof value === 'object' && (value as Report).kind === 'report') {
        const report = value as Report;
        if (reports.has(report.name)) throw new Error(`Two reports are named ${report.name} (${file})`);
        reports.set(report.name, report);
      }
    }
  }
  return reports;
}
