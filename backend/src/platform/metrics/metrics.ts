import { EventStore, StreamAppend } from '../event-store/event-store.port';

/** Latency buckets in seconds (Prometheus `le`), from a millisecond to a few seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

class Histogram {
  readonly counts = BUCKETS.map(() => 0);
  count = 0;
  sum = 0;

  observe(seconds: number): void {
    this.count++;
    this.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) this.counts[i]++;
  }

  lines(name: string, labels: string): string[] {
    const join = (extra: string) => `{${[labels, extra].filter(Boolean).join(',')}}`;
    return [
      ...BUCKETS.map((le, i) => `${name}_bucket${join(`le="${le}"`)} ${this.counts[i]}`),
      `${name}_bucket${join('le="+Inf"')} ${this.count}`,
      `${name}_sum${labels ? `{${labels}}` : ''} ${this.sum}`,
      `${name}_count${labels ? `{${labels}}` : ''} ${this.count}`,
    ];
  }
}

/** A gauge value with its labels, computed when scraped (projection lag...). */
export interface Gauge {
  name: string;
  help: string;
  samples: { labels?: Record<string, string | number>; value: number }[];
}

const label = (value: string | number) => String(value).replace(/["\\\n]/g, '_');
const labelsOf = (labels: Record<string, string | number> = {}) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${label(v)}"`)
    .join(',');

/**
 * This process's counters for `GET /api/metrics` (Prometheus text format 0.0.4): commands
 * by type with outcome and latency, and event-store append latency. In memory, per process:
 * Prometheus scrapes each replica and sums.
 */
export class Metrics {
  private readonly commands = new Map<string, { ok: number; failed: number; latency: Histogram }>();
  private readonly appends = new Histogram();
  private appendedEvents = 0;

  observeCommand(type: string, seconds: number, ok: boolean): void {
    let entry = this.commands.get(type);
    if (!entry) this.commands.set(type, (entry = { ok: 0, failed: 0, latency: new Histogram() }));
    entry[ok ? 'ok' : 'failed']++;
    entry.latency.observe(seconds);
  }

  observeAppend(seconds: number, events: number): void {
    this.appends.observe(seconds);
    this.appendedEvents += events;
  }

  render(gauges: Gauge[] = []): string {
    const out: string[] = [];
    out.push('# HELP bazaar_commands_total Commands handled, by command type and outcome.', '# TYPE bazaar_commands_total counter');
    for (const [type, entry] of this.commands) {
      out.push(`bazaar_commands_total{command="${label(type)}",outcome="ok"} ${entry.ok}`, `bazaar_commands_total{command="${label(type)}",outcome="failed"} ${entry.failed}`);
    }
    out.push('# HELP bazaar_command_duration_seconds Time from command to answer, read-your-writes wait included.', '# TYPE bazaar_command_duration_seconds histogram');
    for (const [type, entry] of this.commands) out.push(...entry.latency.lines('bazaar_command_duration_seconds', `command="${label(type)}"`));
    out.push('# HELP bazaar_event_store_append_duration_seconds Event store append latency (durable on return).', '# TYPE bazaar_event_store_append_duration_seconds histogram');
    out.push(...this.appends.lines('bazaar_event_store_append_duration_seconds', ''));
    out.push('# HELP bazaar_events_appended_total Events appended by this process.', '# TYPE bazaar_events_appended_total counter', `bazaar_events_appended_total ${this.appendedEvents}`);
    for (const gauge of gauges) {
      out.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
      for (const sample of gauge.samples) {
        const labels = labelsOf(sample.labels);
        out.push(`${gauge.name}${labels ? `{${labels}}` : ''} ${sample.value}`);
      }
    }
    return `${out.join('\n')}\n`;
  }
}

/**
 * The event store with every append and appendMany timed into `metrics` (everything else passes
 * through). The timed methods call the store's own at call time; one assigned on the proxy
 * (a test's race) replaces the timed one, so it can call what it replaced without a loop.
 */
export function timedAppends(store: EventStore, metrics: Metrics): EventStore {
  const timed = async <T>(events: number, append: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await append();
    } finally {
      metrics.observeAppend((performance.now() - started) / 1000, events);
    }
  };
  const methods: Pick<EventStore, 'append' | 'appendMany'> = {
    append: (...args) => timed(args[1].length, () => store.append(...args)),
    appendMany: (appends: StreamAppend[]) => timed(appends.reduce((n, a) => n + a.events.length, 0), () => store.appendMany(appends)),
  };
  const timedMethod = (property: string | symbol): property is keyof typeof methods => property === 'append' || property === 'appendMany';
  return new Proxy(store, {
    get(target, property) {
      if (timedMethod(property)) return methods[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value) {
      if (timedMethod(property)) methods[property] = value as never;
      else Reflect.set(target, property, value, target);
      return true;
    },
  });
}
