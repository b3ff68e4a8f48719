/**
 * Where a read cache learns whether the database may have changed: a mark that is different
 * after every change any connection has made (a commit of another process, or a write of this
 * one), or undefined while it cannot tell (the connection is not open yet, or is closed).
 */
export type ChangeMark = () => string | undefined;

export interface ReadCacheLimits {
  /** At most this many answers are kept; the least recently used goes first. */
  entries: number;
  /** And at most this much in all, as `sizeOf` counts it (characters of JSON, say). */
  size: number;
  /** A bigger answer is served but not kept. */
  entrySize: number;
}

interface Entry<Value> {
  value: Value;
  size: number;
}

/**
 * Answers to a hot read kept in memory, all dropped at once whenever the database may have
 * changed (src/README.md, "Records read on SQLite"). Before it answers from memory it asks the
 * database's change mark, so an answer is never older than the database was at that moment;
 * an answer read from the database is kept only under the mark asked for before it was read,
 * so one that a change overtook is dropped by the next read. Nothing is kept while the mark is
 * unknown.
 */
export class ReadCache<Value> {
  readonly #mark: ChangeMark;
  readonly #limits: ReadCacheLimits;
  readonly #sizeOf: (value: Value) => number;
  readonly #entries = new Map<string, Entry<Value>>();
  /** The mark the kept answers were read under. */
  #keptUnder: string | undefined;
  #size = 0;

  constructor(mark: ChangeMark, limits: ReadCacheLimits, sizeOf: (value: Value) => number) {
    this.#mark = mark;
    this.#limits = limits;
    this.#sizeOf = sizeOf;
  }

  /**
   * The answer for `key`: from memory when nothing has changed since it was read, else from
   * `load`. An undefined answer (nothing found) is never kept, so unknown keys cannot push out
   * known ones.
   */
  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    const mark = this.#mark();
    const kept = this.#kept(key, mark);
    if (kept !== undefined) return kept.value;
    const value = await load();
    // Kept only if no other read has seen a newer mark meanwhile; if the database changed and
    // nobody has looked yet, the next read sees the new mark and drops it.
    if (value !== undefined && mark !== undefined && mark === this.#keptUnder) {
      this.#keep(key, value);
    }
    return value;
  }

  /**
   * The answer kept for `key` if the database has not changed since it was read, else
   * undefined; at once, without a promise, for the hottest paths.
   */
  peek(key: string): Value | undefined {
    return this.#kept(key, this.#mark())?.value;
  }

  /** How many answers are kept, and their size in all (for tests). */
  get stats(): { entries: number; size: number } {
    return { entries: this.#entries.size, size: this.#size };
  }

  #kept(key: string, mark: string | undefined): Entry<Value> | undefined {
    if (mark !== this.#keptUnder) this.#dropAll(mark);
    const kept = mark === undefined ? undefined : this.#entries.get(key);
    if (kept !== undefined) {
      // Map keeps insertion order: moving the entry to the end makes the first the least used.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
    }
    return kept;
  }

  #dropAll(mark: string | undefined): void {
    this.#entries.clear();
    this.#size = 0;
    this.#keptUnder = mark;
  }

  #keep(key: string, value: Value): void {
    const size = this.#sizeOf(value);
    if (size > this.#limits.entrySize || size > this.#limits.size) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#size -= old.size;
    }
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#limits.entries || this.#size + size > this.#limits.size)
    ) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry<Value>];
      this.#entries.delete(oldestKey);
      this.#size -= oldest.size;
    }
    this.#entries.set(key, { value, size });
    this.#size += size;
  }
}
