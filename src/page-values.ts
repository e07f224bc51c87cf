import { SettingsError } from './settings-error';

// Readers of the page globals that are read at start, before any component has loaded (the theme storage,
// the consent plugin's settings). They read exactly as wp-values.ts does through zod, without the 7.7 KB
// of zod on every page at rest (docs/decisions.md); page-values.property.test.ts proves the two agree.

/** A value the page printed unusably; `path` says where, from the reader that met it. */
export class BadValue extends Error {
  constructor(
    message: string,
    readonly path: readonly (string | number)[] = [],
  ) {
    super(message);
    this.name = 'BadValue';
  }

  at(key: string | number): BadValue {
    return new BadValue(this.message, [key, ...this.path]);
  }

  describe(): string {
    return `${this.path.length ? this.path.join('.') : 'value'}: ${this.message}`;
  }
}

export type Reader<T> = (value: unknown) => T;
type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** wp_localize_script prints top-level scalars as strings ("1", "", "3"); nested values keep JSON types. */
const scalar = (value: unknown): Scalar => {
  if (!isScalar(value)) throw new BadValue('expected a string, number, boolean or null');
  return value;
};

/** Any scalar as text: numbers become "3", true "1", false, null and missing "". */
export const toText = (value: Scalar | undefined): string =>
  value === undefined || value === null || value === false ? '' : value === true ? '1' : String(value);

/** Truthiness the PHP way: "", "0", 0, false, null and missing are off. */
export const toFlag = (value: Scalar | undefined): boolean =>
  !(value === undefined || value === null || value === false || value === '' || value === '0' || value === 0);

/** A number written as text or number; missing or non-numeric gives the fallback. */
export const toNumber = (value: Scalar | undefined, fallback: number): number => {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
};

/** The text entries of an object (i18n strings); other values are dropped rather than failing the page. */
export const toTexts = (record: Readonly<Record<string, unknown>> | undefined): Record<string, string> => {
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') texts[key] = String(value);
  }
  return texts;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!isObject(value)) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype;
};

export const text: Reader<string> = (value) => toText(value === undefined ? undefined : scalar(value));
export const flag: Reader<boolean> = (value) => toFlag(value === undefined ? undefined : scalar(value));
export const number = (fallback: number): Reader<number> => (value) => toNumber(value === undefined ? undefined : scalar(value), fallback);

/** A non-empty text (a URL, a nonce). */
export const requiredText: Reader<string> = (value) => {
  if (value === undefined) throw new BadValue('expected a value, received nothing');
  const result = String(scalar(value));
  if (!result) throw new BadValue('expected a non-empty text');
  return result;
};

export const texts: Reader<Record<string, string>> = (value) => {
  if (value !== undefined && !isPlainObject(value)) throw new BadValue('expected an object of texts');
  return toTexts(value);
};

/** The keys of `shape`, each through its reader; other keys are left alone (the page may print more). */
export const object =
  <Shape extends Record<string, Reader<unknown>>>(shape: Shape): Reader<{ [Key in keyof Shape]: ReturnType<Shape[Key]> }> =>
  (value) => {
    if (!isObject(value)) throw new BadValue('expected an object');
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      try {
        result[key] = shape[key]!(value[key]);
      } catch (error) {
        throw error instanceof BadValue ? error.at(key) : error;
      }
    }
    return result as { [Key in keyof Shape]: ReturnType<Shape[Key]> };
  };

export const optional =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : reader(value);

/** The reader's value, or the fallback when the page printed something unusable. */
export const orElse =
  <T, Fallback>(reader: Reader<T>, fallback: Fallback): Reader<T | Fallback> =>
  (value) => {
    try {
      return reader(value);
    } catch (error) {
      if (error instanceof BadValue) return fallback;
      throw error;
    }
  };

/** Reads `window[name]`; throws SettingsError when it is missing or malformed. */
export function readPageGlobal<T>(name: string, reader: Reader<T>, win: Window = window): T {
  const value: unknown = (win as unknown as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new SettingsError(name, 'is missing');
  try {
    return reader(value);
  } catch (error) {
    if (error instanceof BadValue) throw new SettingsError(name, `is malformed (${error.describe()})`);
    throw error;
  }
}
