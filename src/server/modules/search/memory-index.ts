// The catalogue's live books held in this server's memory for counting and ranking a search's
// listing (docs/decisions/026-search-counted-in-memory.md): each book's search-vector lexemes in
// posting lists, and the columns a listing filters, counts and ranks by. PostgreSQL stays the source of truth: the vectors, the keys and the typed query are
// the database's own (migration 0008), read from it; this evaluates the query on them.
// Pure data: reading the books and keeping up with their changes is memory-index.repository.ts.

/** A book as the index reads it (memory-index.repository.ts). */
export interface IndexedBookRow {
  id: number;
  revision: number;
  archived: boolean;
  title_key: string;
  author_key: string;
  sold_count: number;
  rating_count: number;
  avg_rating: number;
  price: number;
  in_stock: boolean;
  is_premium: number;
  /** The edition its work's listing shows (migration 0020); absent in rows made by tests. */
  work_lead?: boolean;
  /** The book's categories and collections as JSON arrays (interned: a few hundred lists). */
  categories: string;
  collections: string;
  isbn13: string | null;
  /** The search vector's lexemes, separated by U+0001. */
  lexemes: string;
}

/** A list of names (categories or collections) shared by many books, parsed once. */
interface NameList {
  names: (string | null)[] | null;
}

class Column<T extends Int32Array | Float32Array | Float64Array | Uint8Array> {
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  set(i: number, v: number) {
    if (i >= this.data.length) {
      const grown = this.make(Math.max(16, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[i] = v;
  }
}

/** A string's 32-bit FNV-1a hash: keys compared as numbers first, as strings only when equal. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

const lastWord = (key: string) => key.replace(/^.* /, '');
const firstWord = (key: string) => key.replace(/ .*$/, '');

const ints = (n: number) => new Column(new Int32Array(n), (m) => new Int32Array(m));

export class SearchIndex {
  /** Slots hold books; a changed book takes a new slot and its old one dies. */
  size = 0;
  readonly ids = ints(0);
  readonly sold = ints(0);
  readonly ratings = ints(0);
  readonly price = ints(0);
  readonly categoryList = ints(0);
  readonly collectionList = ints(0);
  readonly revisions = new Column(new Float64Array(0), (m) => new Float64Array(m));
  readonly avgRating = new Column(new Float32Array(0), (m) => new Float32Array(m));
  /** Bit 1 alive, 2 in stock, 4 premium, 8 its work's lead edition. */
  readonly flags = new Column(new Uint8Array(0), (m) => new Uint8Array(m));
  readonly titleKeys: string[] = [];
  readonly authorKeys: string[] = [];
  /** hashOf the title key and the author key. */
  readonly titleHash = ints(0);
  readonly authorHash = ints(0);
  /** The author key's last and first words, as numbers (nameId): -1 for a name of one word. */
  readonly surnameId = ints(0);
  readonly firstNameId = ints(0);
  private readonly nameIds = new Map<string, number>();
  /** The packed slots' title words, sorted, with the slots whose title holds each (see titled). */
  private titleWords: string[] = [];
  private titleWordSlots: Int32Array[] = [];
  /** Slots from here on were written after the title words were packed. */
  private packedSlots = 0;
  readonly slotOf = new Map<number, number>();
  /** Slots by their author's surname (the last word of the author key, as author_surname). */
  readonly bySurname = new Map<string, number[]>();
  readonly byIsbn = new Map<string, number>();
  private readonly isbns: (string | null)[] = [];
  /** The lists of categories and collections, by index, and each list's index by its JSON. */
  readonly lists: NameList[] = [];
  private readonly listIndex = new Map<string, number>();
  /** Posting lists: slots in ascending order. Built ones are packed; later ones are arrays. */
  private readonly packed = new Map<string, Int32Array>();
  private readonly added = new Map<string, number[]>();
  /** Slots written since the packed lists were built. */
  addedSlots = 0;
  /** The newest revision read (the delta reads from there, see the repository). */
  revision = 0;

  private list(json: string): number {
    let i = this.listIndex.get(json);
    if (i === undefined) {
      i = this.lists.length;
      this.lists.push({ names: JSON.parse(json) as (string | null)[] | null });
      this.listIndex.set(json, i);
    }
    return i;
  }

  private put(row: IndexedBookRow, postings: Map<string, number[]>): void {
    const old = this.slotOf.get(row.id);
    if (old !== undefined) {
      this.flags.data[old] = 0;
      this.slotOf.delete(row.id);
      const isbn = this.isbns[old];
      if (isbn && this.byIsbn.get(isbn) === old) this.byIsbn.delete(isbn);
    }
    if (row.revision > this.revision) this.revision = row.revision;
    if (row.archived) return;
    const slot = this.size++;
    this.slotOf.set(row.id, slot);
    this.ids.set(slot, row.id);
    this.revisions.set(slot, row.revision);
    this.sold.set(slot, row.sold_count);
    this.ratings.set(slot, row.rating_count);
    this.price.set(slot, row.price);
    this.avgRating.set(slot, row.avg_rating);
    this.categoryList.set(slot, this.list(row.categories));
    this.collectionList.set(slot, this.list(row.collections));
    this.flags.set(
      slot,
      1 |
        (row.in_stock ? 2 : 0) |
        (row.is_premium === 1 ? 4 : 0) |
        (row.work_lead === false ? 0 : 8),
    );
    const title = row.title_key ?? '';
    const author = row.author_key ?? '';
    this.titleKeys[slot] = title;
    this.authorKeys[slot] = author;
    const surname = lastWord(author);
    this.titleHash.set(slot, hashOf(title));
    this.authorHash.set(slot, hashOf(author));
    this.surnameId.set(slot, this.nameId(surname, true));
    this.firstNameId.set(slot, author.includes(' ') ? this.nameId(firstWord(author), true) : -1);
    const namesakes = this.bySurname.get(surname);
    if (namesakes) namesakes.push(slot);
    else this.bySurname.set(surname, [slot]);
    this.isbns[slot] = row.isbn13;
    if (row.isbn13) this.byIsbn.set(row.isbn13, slot);
    for (const lexeme of new Set(row.lexemes ? row.lexemes.split('\u0001') : [])) {
      let list = postings.get(lexeme);
      if (!list) postings.set(lexeme, (list = []));
      list.push(slot);
    }
  }

  /** A word of an author's name as a number (the same word, the same number); -2 unknown. */
  nameId(word: string, add = false): number {
    let id = this.nameIds.get(word);
    if (id === undefined) {
      if (!add) return -2;
      id = this.nameIds.size;
      this.nameIds.set(word, id);
    }
    return id;
  }

  /** The books read when the index is built, in id order. */
  addBuilt(rows: IndexedBookRow[], postings: Map<string, number[]>): void {
    for (const row of rows) this.put(row, postings);
  }

  /**
   * Packs the posting lists gathered by addBuilt. `pause`, when given, is awaited every so often
   * (for a server, a turn of the event loop when its time slice is spent: packing 100,000 books
   * at once held it for half a second). Without it, the packing is done when this returns.
   */
  async pack(postings: Map<string, number[]>, pause?: () => Promise<void> | undefined) {
    let step = 0;
    for (const [lexeme, slots] of postings) {
      this.packed.set(lexeme, Int32Array.from(slots));
      if (pause && ++step % 256 === 0) await pause();
    }
    const byWord = new Map<string, number[]>();
    for (let slot = 0; slot < this.size; slot++) {
      if (pause && slot % 256 === 0) await pause();
      for (const word of new Set(this.titleKeys[slot]!.split(' '))) {
        if (!word) continue;
        const slots = byWord.get(word);
        if (slots) slots.push(slot);
        else byWord.set(word, [slot]);
      }
    }
    this.titleWords = [...byWord.keys()].sort();
    this.titleWordSlots = this.titleWords.map((w) => Int32Array.from(byWord.get(w)!));
    this.packedSlots = this.size;
  }

  /**
   * For each slot, a bit per word of `words` (at most 8) that begins a word of its title; slots
   * written since the title words were packed get every bit (their titles are compared as text).
   */
  titled(words: string[]): Uint8Array {
    const marks = new Uint8Array(this.size);
    marks.fill(0xff, this.packedSlots);
    words.forEach((word, bit) => {
      let lo = 0;
      let hi = this.titleWords.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.titleWords[mid]! < word) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.titleWords.length && this.titleWords[i]!.startsWith(word); i++) {
        const slots = this.titleWordSlots[i]!;
        for (let j = 0; j < slots.length; j++) marks[slots[j]!]! |= 1 << bit;
      }
    });
    return marks;
  }

  /** Changed books (and archived ones, which leave): each takes a new slot. */
  applyChanges(rows: IndexedBookRow[]): void {
    const before = this.size;
    for (const row of rows) this.put(row, this.added);
    this.addedSlots += this.size - before;
  }

  /** Whether the index holds the book as `row` has it (read again, it changes nothing). */
  holds(row: IndexedBookRow): boolean {
    const slot = this.slotOf.get(row.id);
    if (slot === undefined) return row.archived;
    return !row.archived && this.revisions.data[slot] === row.revision;
  }

  alive(slot: number): boolean {
    return (this.flags.data[slot]! & 1) === 1;
  }

  /** The slots whose vector holds `lexeme`, ascending (dead ones included). */
  postings(lexeme: string): ArrayLike<number> {
    const packed = this.packed.get(lexeme);
    const added = this.added.get(lexeme);
    if (!added) return packed ?? [];
    if (!packed) return added;
    const all = new Int32Array(packed.length + added.length);
    all.set(packed);
    all.set(added, packed.length);
    return all;
  }

  /** How many books are live. */
  get books(): number {
    return this.slotOf.size;
  }
}

/**
 * The authors a search's key names (namedAuthors in sql-listing.repository.ts: its key is
 * their full name or ends it), the most sold, then the most stocked first, at most 20.
 */
export function namedAuthorsOf(index: SearchIndex, key: string): string[] {
  if (!key) return [];
  // A key of one word is the surname of every author in its list: each is named.
  const oneWord = !key.includes(' ');
  const after = ` ${key}`;
  const byAuthor = new Map<number, { author: string; sold: number; books: number }[]>();
  for (const slot of index.bySurname.get(lastWord(key)) ?? []) {
    if (!index.alive(slot)) continue;
    const author = index.authorKeys[slot]!;
    if (!oneWord && author !== key && !author.endsWith(after)) continue;
    const hash = index.authorHash.data[slot]!;
    let same = byAuthor.get(hash);
    if (!same) byAuthor.set(hash, (same = []));
    // Of one word, the authors share their surname and the hash tells them apart (a collision
    // would add two namesakes' sales together, at worst reordering them).
    let seen = oneWord ? same[0] : same.find((a) => a.author === author);
    if (!seen) same.push((seen = { author, sold: 0, books: 0 }));
    seen.sold += index.sold.data[slot]!;
    seen.books++;
  }
  return [...byAuthor.values()]
    .flat()
    .sort((x, y) => y.sold - x.sold || y.books - x.books || (x.author < y.author ? -1 : 1))
    .slice(0, 20)
    .map((a) => a.author);
}
