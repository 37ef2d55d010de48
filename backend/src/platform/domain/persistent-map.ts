/** 16-way levels on 4 bits each of the key's hash: 16^5 = 1,048,576 leaves before keys share one. */
const DEPTH = 5;

type Leaf<V> = ReadonlyMap<string, V>;
type Branch<V> = readonly (Branch<V> | Leaf<V> | undefined)[];

/** 32-bit FNV-1a of the key's UTF-16 code units: spreads ids that differ only at one end (`order-…-vendor`). */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const slotAt = (hash: number, level: number) => (hash >>> (level * 4)) & 15;

/**
 * An immutable map from string keys, for decider states that grow with their stream (a
 * product's stock holds per order, a seller's ledger entries). Evolve returns a new state for
 * every event; with a plain object each event copied every key so far, so replaying a stream
 * was quadratic in its length. Here `set` copies one path of five 16-way arrays, chosen by the
 * key's hash, and the leaf of the few keys on that path; everything else is shared with the
 * map before it, which stays as it was.
 */
export class PersistentMap<V> {
  private static readonly EMPTY = new PersistentMap<never>([], 0);

  private constructor(
    private readonly root: Branch<V>,
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return PersistentMap.EMPTY as PersistentMap<V>;
  }

  get(key: string): V | undefined {
    const hash = hashOf(key);
    let node: Branch<V> | Leaf<V> | undefined = this.root;
    for (let level = 0; level < DEPTH && node !== undefined; level++) node = (node as Branch<V>)[slotAt(hash, level)];
    return (node as Leaf<V> | undefined)?.get(key);
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** A map with `key` set to `value` (undefined values are not kept apart from absent keys: use has() only with defined values). */
  set(key: string, value: V): PersistentMap<V> {
    const hash = hashOf(key);
    let added = false;
    const put = (node: Branch<V> | Leaf<V> | undefined, level: number): Branch<V> | Leaf<V> => {
      if (level === DEPTH) {
        const leaf = new Map(node as Leaf<V> | undefined);
        added = !leaf.has(key);
        return leaf.set(key, value);
      }
      const slot = slotAt(hash, level);
      const branch = node as Branch<V> | undefined;
      const copy = branch?.length ? branch.slice() : new Array<Branch<V>[number]>(16);
      copy[slot] = put(branch?.[slot], level + 1);
      return copy;
    };
    const root = put(this.root, 0) as Branch<V>;
    return new PersistentMap(root, added ? this.size + 1 : this.size);
  }

  /** Every key and value, in no particular order (a walk of the whole map: for the rare decision that needs all of them). */
  *entries(): IterableIterator<[string, V]> {
    const walk = function* (node: Branch<V> | Leaf<V> | undefined, level: number): Generator<[string, V]> {
      if (node === undefined) return;
      if (level === DEPTH) {
        yield* (node as Leaf<V>).entries();
        return;
      }
      for (const child of node as Branch<V>) yield* walk(child, level + 1);
    };
    yield* walk(this.root, 0);
  }
}
