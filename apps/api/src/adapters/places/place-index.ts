import { fold, wordsOf } from './fold.js';
import { clampLimit, type Place, type PlaceKind, type PlaceSearchOptions } from './types.js';

/** One searchable place as the offline data gives it (offline-data.ts). */
export interface PlaceRecord {
  id: string;
  name: string;
  kind: PlaceKind;
  countryCode: string;
  /** The first-level division's name (England, California), when known. */
  admin1: string | null;
  /** The second-level division's name (Greater London), when known. */
  admin2: string | null;
  /** Inhabitants; for a county or region, those of its towns. Ranks places of one tier. */
  population: number;
  lat: number | null;
  lng: number | null;
}

export interface IndexOptions {
  /** Places of this country come first within each tier (decision 0023). */
  preferredCountry: string;
  /** The country's name in labels. */
  countryName: (code: string) => string;
}

const KINDS: PlaceKind[] = ['CITY', 'DISTRICT', 'COUNTY', 'REGION'];
/** Below a town of the same size, so "Manchester" is the city before the borough. */
const KIND_WEIGHT = [1, 0.5, 0.3, 0.3];
/** What users type for a country besides its name. */
const COUNTRY_ALIASES: Record<string, string> = { GB: 'uk britain great britain', US: 'usa us america' };
const MAX_TOKENS = 8;

/** How well a name answers the words it covers. */
const EXACT = 3;
const PREFIX = 2;
const WORD = 1;

interface Hit {
  i: number;
  /** Query words inside the name, times 4, plus the tier: more of the query in the name wins. */
  match: number;
  preferred: number;
  weight: number;
}

/**
 * An in-memory index of places (decision 0023): every word of every name, sorted, so the places with a
 * word starting with the query's first word are one binary search away. The name must start with the
 * query, or have a word that does; trailing words may instead start a word of the place's region, county
 * or country ("london eng", "manchester uk"). Ranking: more of the query inside the name; then exact
 * name, name prefix, word prefix; then the preferred country; then population (a county or region
 * weighs less than a town of its size).
 *
 * Stored column-wise (one array per field) to keep its memory small: about 190,000 places.
 */
export class PlaceIndex {
  private readonly ids: string[];
  private readonly names: string[];
  private readonly folded: string[];
  private readonly kinds: Uint8Array;
  private readonly weights: Float64Array;
  private readonly preferred: Uint8Array;
  private readonly coordinates: Float64Array;
  /** Index into `contexts`: one per distinct country, region and county. */
  private readonly contextOf: Int32Array;
  private readonly contexts: { countryCode: string; admin1: string | null; admin2: string | null; words: string[] }[] = [];
  /** Every distinct word of the names, sorted; the places of words[w] are refs[starts[w]] to refs[starts[w + 1] - 1]. */
  private readonly words: string[];
  private readonly starts: Int32Array;
  private readonly refs: Int32Array;
  private readonly stamps: Int32Array;
  private stamp = 0;

  constructor(
    records: PlaceRecord[],
    private readonly options: IndexOptions,
  ) {
    const n = records.length;
    this.ids = new Array<string>(n);
    this.names = new Array<string>(n);
    this.folded = new Array<string>(n);
    this.kinds = new Uint8Array(n);
    this.weights = new Float64Array(n);
    this.preferred = new Uint8Array(n);
    this.coordinates = new Float64Array(2 * n).fill(Number.NaN);
    this.contextOf = new Int32Array(n);
    this.stamps = new Int32Array(n);
    const contextIds = new Map<string, number>();
    const placesOfWord = new Map<string, number[]>();
    records.forEach((r, i) => {
      const kind = KINDS.indexOf(r.kind);
      this.ids[i] = r.id;
      this.names[i] = r.name;
      const folded = fold(r.name);
      this.folded[i] = folded;
      this.kinds[i] = kind;
      this.weights[i] = r.population * KIND_WEIGHT[kind]!;
      this.preferred[i] = r.countryCode === options.preferredCountry ? 1 : 0;
      if (r.lat !== null && r.lng !== null) this.coordinates.set([r.lat, r.lng], 2 * i);
      const key = `${r.countryCode}|${r.admin1 ?? ''}|${r.admin2 ?? ''}`;
      let context = contextIds.get(key);
      if (context === undefined) {
        context = this.contexts.length;
        contextIds.set(key, context);
        const text = [r.admin1, r.admin2, options.countryName(r.countryCode), r.countryCode, COUNTRY_ALIASES[r.countryCode]];
        this.contexts.push({ countryCode: r.countryCode, admin1: r.admin1, admin2: r.admin2, words: wordsOf(fold(text.filter(Boolean).join(' '))) });
      }
      this.contextOf[i] = context;
      for (const word of wordsOf(folded)) {
        const list = placesOfWord.get(word);
        if (list) list.push(i);
        else placesOfWord.set(word, [i]);
      }
    });
    // Plain string sort (no comparator) is several times faster on 150,000 words.
    this.words = [...placesOfWord.keys()].sort();
    this.starts = new Int32Array(this.words.length + 1);
    this.refs = new Int32Array(this.words.reduce((sum, word) => sum + placesOfWord.get(word)!.length, 0));
    let at = 0;
    this.words.forEach((word, w) => {
      this.starts[w] = at;
      for (const i of placesOfWord.get(word)!) this.refs[at++] = i;
    });
    this.starts[this.words.length] = at;
  }

  get size(): number {
    return this.ids.length;
  }

  search(query: string, options: PlaceSearchOptions = {}): Place[] {
    const tokens = fold(query).split(' ').filter(Boolean).slice(0, MAX_TOKENS);
    const first = tokens[0];
    if (!first) return [];
    const limit = clampLimit(options.limit);
    const countries = options.countries?.length ? new Set(options.countries.map((c) => c.toUpperCase())) : undefined;
    // Twice the places asked for, so that dropping a repeated label still leaves enough.
    const room = 2 * limit;
    const heads = tokens.map((_t, k) => tokens.slice(0, k + 1).join(' '));
    const contextHits = new Map<number, boolean>();
    const stamp = ++this.stamp;
    const top: Hit[] = [];
    for (let w = this.lowerBound(first); w < this.words.length && this.words[w]!.startsWith(first); w++) {
      for (let r = this.starts[w]!; r < this.starts[w + 1]!; r++) {
        const i = this.refs[r]!;
        if (this.stamps[i] === stamp) continue;
        this.stamps[i] = stamp;
        if (countries && !countries.has(this.contexts[this.contextOf[i]!]!.countryCode)) continue;
        const match = this.matchOf(i, tokens, heads, contextHits);
        if (match === 0) continue;
        const hit = { i, match, preferred: this.preferred[i]!, weight: this.weights[i]! };
        if (top.length < room || better(hit, top[top.length - 1]!, this.names)) insertTop(top, hit, room, this.names);
      }
    }
    return this.answer(top.map((h) => h.i)).slice(0, limit);
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** 0 when the place does not answer the query; else 4 × (query words in the name) + the tier. */
  private matchOf(i: number, tokens: string[], heads: string[], contextHits: Map<number, boolean>): number {
    const name = this.folded[i]!;
    for (let k = tokens.length; k >= 1; k--) {
      const head = heads[k - 1]!;
      const tier = name === head ? EXACT : name.startsWith(head) ? PREFIX : name.includes(` ${head}`) ? WORD : 0;
      if (tier === 0) continue;
      let rest = true;
      for (let j = k; j < tokens.length && rest; j++) rest = this.inContext(i, j, tokens[j]!, contextHits) || ` ${name}`.includes(` ${tokens[j]}`);
      if (rest) return 4 * k + tier;
    }
    return 0;
  }

  /** Whether a word of the place's region, county or country starts with the token (once per context and token). */
  private inContext(i: number, j: number, token: string, memo: Map<number, boolean>): boolean {
    const context = this.contextOf[i]!;
    const key = context * MAX_TOKENS + j;
    let hit = memo.get(key);
    if (hit === undefined) {
      hit = this.contexts[context]!.words.some((word) => word.startsWith(token));
      memo.set(key, hit);
    }
    return hit;
  }

  /** Places with their labels, best first; a label said twice is one place to the reader, kept once. */
  private answer(indexes: number[]): Place[] {
    const places: Place[] = [];
    const labels = new Set<string>();
    for (const i of indexes) {
      const label = this.labelOf(i);
      if (labels.has(label)) continue;
      labels.add(label);
      const lat = this.coordinates[2 * i]!;
      const lng = this.coordinates[2 * i + 1]!;
      places.push({
        id: this.ids[i]!,
        label,
        name: this.names[i]!,
        kind: KINDS[this.kinds[i]!]!,
        countryCode: this.contexts[this.contextOf[i]!]!.countryCode,
        lat: Number.isNaN(lat) ? null : lat,
        lng: Number.isNaN(lng) ? null : lng,
      });
    }
    return places;
  }

  /**
   * "Manchester, England, United Kingdom"; a district also names its county ("Camden Town, Greater
   * London, England, United Kingdom"); a region is "England, United Kingdom". A part that repeats the
   * one before it is said once.
   */
  private labelOf(i: number): string {
    const kind = KINDS[this.kinds[i]!];
    const c = this.contexts[this.contextOf[i]!]!;
    const parts = [this.names[i]!, kind === 'DISTRICT' ? c.admin2 : null, c.admin1, this.options.countryName(c.countryCode)];
    const out: string[] = [];
    for (const part of parts) if (part && !out.some((p) => fold(p) === fold(part))) out.push(part);
    return out.join(', ');
  }
}

function better(a: Hit, b: Hit, names: string[]): boolean {
  if (a.match !== b.match) return a.match > b.match;
  if (a.preferred !== b.preferred) return a.preferred > b.preferred;
  if (a.weight !== b.weight) return a.weight > b.weight;
  return names[a.i]!.length < names[b.i]!.length;
}

/** Keeps `top` sorted best first and at most `room` long. */
function insertTop(top: Hit[], hit: Hit, room: number, names: string[]): void {
  let at = top.length;
  while (at > 0 && better(hit, top[at - 1]!, names)) at--;
  top.splice(at, 0, hit);
  if (top.length > room) top.pop();
}
