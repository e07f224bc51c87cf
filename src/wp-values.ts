import * as z from 'zod/mini';
import { toFlag, toNumber, toText, toTexts } from './page-values';

// The zod side of the page-value readings (for readers loaded with components and for server answers);
// page-values.ts reads the same way without zod, for the globals read at start.

// wp_localize_script prints top-level scalars as strings ("1", "", "3"); nested values keep JSON types.
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Any scalar as text: numbers become "3", true "1", false and null "". */
export const wpText = z.pipe(z.optional(scalar), z.transform(toText));

/** A non-empty text (a URL, a nonce). */
export const wpRequiredText = z.pipe(scalar, z.transform(String)).check(z.minLength(1));

/** A flag by truthiness, where "" and "0" mean off. */
export const wpFlag = z.pipe(z.optional(scalar), z.transform(toFlag));

/** A number written as text or number; missing or non-numeric gives the fallback. */
export const wpNumber = (fallback: number) => z.pipe(z.optional(scalar), z.transform((value) => toNumber(value, fallback)));

/** An object of texts (i18n strings); non-text values are dropped rather than failing the whole page. */
export const wpTexts = z.pipe(z.optional(z.record(z.string(), z.unknown())), z.transform(toTexts));
