export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/** Ordered fields: an array of pairs keeps duplicates and order; a plain object keeps its key order. */
export type FormFields = ReadonlyArray<readonly [string, FormValue]> | { readonly [key: string]: FormValue };

const isObject = (value: FormValue): value is { readonly [key: string]: FormValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(prefix: string, value: FormValue, out: [string, string][]): void {
  if (Array.isArray(value)) {
    value.forEach((item: FormValue, index: number) => {
      if (prefix.endsWith('[]')) out.push([prefix, scalarText(item)]);
      else flatten(`${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`, item, out);
    });
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, out);
  } else {
    out.push([prefix, scalarText(value)]);
  }
}

const scalarText = (value: FormValue): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);

/** Flattens fields the way jQuery.param does: `key[]=v` for arrays, `a[b][c]=v` for objects, null as empty. */
export function flattenFields(fields: FormFields): [string, string][] {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const out: [string, string][] = [];
  for (const [key, value] of entries as ReadonlyArray<readonly [string, FormValue]>) flatten(key, value, out);
  return out;
}

/** Encodes pairs as jQuery does: encodeURIComponent for keys and values. */
export const encodePairs = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** The request body jQuery.ajax sends for these fields: jQuery.param, then `%20` as `+`. */
export function encodeForm(fields: FormFields): string {
  return encodePairs(flattenFields(fields)).replace(/%20/g, '+');
}

/** An admin-ajax body: `action`, then the nonce under its contract name, then the fields in order. */
export function ajaxBody(request: {
  action: string;
  nonce?: { name: string; value: string };
  fields?: FormFields;
}): string {
  const head: [string, string][] = [['action', request.action]];
  if (request.nonce) head.push([request.nonce.name, request.nonce.value]);
  const fields = request.fields ?? [];
  const rest = Array.isArray(fields) ? fields : Object.entries(fields);
  return encodeForm([...head, ...rest]);
}
