/**
 * One part of the demo seed (SEED_DEMO). Parts run in the order of DEMO_SEED_PARTS, each
 * once per log: a part is done when its marker stream `seed-demo-<name>` holds its
 * `DemoDataSeeded`, so a part added later still runs on a log seeded before it existed.
 * A part adds its data through the ordinary commands, as the system actor.
 */
export interface DemoSeedPart {
  /** Kebab-case; names the marker stream `seed-demo-<name>`. */
  readonly name: string;
  /** A stream that also marks this part as done (a log seeded before the seed had parts). */
  readonly legacyMarkerStream?: string;
  /** Adds the part's data; what it returns is recorded on the marker event and logged. */
  seed(): Promise<DemoSeedResult>;
}

export interface DemoSeedResult {
  /** What was added, by kind (e.g. `{rates: 16}`): recorded on the marker event. */
  counts: Record<string, number>;
  /** One line for the start-up log. */
  summary: string;
}

/** Injection token of the ordered list of parts (see demo-seed-parts.ts). */
export const DEMO_SEED_PART_LIST = Symbol('DEMO_SEED_PART_LIST');

export const seedMarkerStream = (part: string): string => `seed-demo-${part}`;
