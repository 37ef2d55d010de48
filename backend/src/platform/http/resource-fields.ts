/**
 * The typed fields of a back-office resource. A client filter is checked against these
 * before anything reaches the read store: values are compared as values, never as
 * operators or patterns (issue 8 item 1).
 */
export type FieldKind = 'id' | 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'enum';

export interface ResourceField {
  kind: FieldKind;
  /** Stored document path (defaults to the API name). */
  stored: string;
  /** The allowed values of an enum. */
  values?: readonly string[];
  /** Other spellings an enum filter accepts, each read as the stored value it names. */
  aliases?: Readonly<Record<string, string>>;
  filter: boolean;
  sort: boolean;
  /**
   * false: filtered and sorted without an index of its own (a scan of the collection in the
   * read store), for a field no screen filters or sorts on: every index costs a sort of the
   * whole collection at a rebuild and an insert per document written.
   */
  indexed: boolean;
  /** API value -> stored value (e.g. rupees -> paise). */
  toStored?: (value: number) => number;
  /**
   * The stored order a sort on this field means, when not `stored` alone: a rate's current rate
   * sorts like with like (its unit group first, always ascending, then its price per tonne).
   */
  sortBy?: (direction: 1 | -1) => Record<string, 1 | -1>;
}

type Options = Partial<Pick<ResourceField, 'filter' | 'sort' | 'indexed' | 'toStored' | 'aliases' | 'sortBy'>>;

const make = (kind: FieldKind, stored: string, options: Options = {}, values?: readonly string[]): ResourceField => ({
  kind,
  stored,
  values,
  filter: options.filter ?? true,
  sort: options.sort ?? true,
  indexed: options.indexed ?? true,
  toStored: options.toStored,
  ...(options.aliases && { aliases: options.aliases }),
  ...(options.sortBy && { sortBy: options.sortBy }),
});

/** Builders for declarations: `field.string('companyName')`, `field.enum(STATUSES)`, ... */
export const field = {
  id: (stored = '_id', options?: Options) => make('id', stored, options),
  string: (stored: string, options?: Options) => make('string', stored, options),
  number: (stored: string, options?: Options) => make('number', stored, options),
  integer: (stored: string, options?: Options) => make('integer', stored, options),
  boolean: (stored: string, options?: Options) => make('boolean', stored, options),
  date: (stored: string, options?: Options) => make('date', stored, options),
  enum: (stored: string, values: readonly string[], options?: Options) => make('enum', stored, options, values),
};

export type ResourceFields = Record<string, ResourceField>;
