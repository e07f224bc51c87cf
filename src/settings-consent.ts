import { BadValue, flag, object, optional, readPageGlobal, requiredText, text, type Reader } from './page-values';

// Read at start (the bar, the snippets): zod-free, see page-values.ts.

const id: Reader<number> = (value) => {
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw new BadValue('ID is not a number');
  return number;
};

const placements = ['head', 'body', 'footer'] as const;
const placement: Reader<(typeof placements)[number]> = (value) => {
  const found = placements.find((each) => each === value);
  if (!found) throw new BadValue(`expected one of ${placements.join(', ')}`);
  return found;
};

const consentEntry = object({ ID: id, required: flag, placement, content: text });

const front = object({
  ajaxUrl: requiredText,
  ajaxNonce: text,
  ajaxArg: requiredText,
  prefix: optional(text),
  pluginPrefix: optional(text),
  cookieName: requiredText,
  path: optional(text),
  token: optional(text),
  // Checked by readConsents (below), entry by entry: a broken processor list must not switch off the
  // bar, the other snippets or the request forms.
});

export type ConsentEntry = ReturnType<typeof consentEntry>;

export interface ConsentSettings {
  ajaxUrl: string;
  nonce: { name: string; value: string };
  /** Prefix of the consent-cookie action (`prefix`). */
  prefix: string;
  /** Prefix of the access and deletion actions (`pluginPrefix`). */
  pluginPrefix: string;
  cookieName: string;
  cookiePath: string;
  token: string;
  /** The well-formed consent entries, in page order. */
  consents: ConsentEntry[];
  /** Why each malformed entry was left out (`consents.2.placement: …`), for one console line. */
  droppedConsents: string[];
}

function readConsents(entries: unknown): Pick<ConsentSettings, 'consents' | 'droppedConsents'> {
  const consents: ConsentEntry[] = [];
  const droppedConsents: string[] = [];
  if (entries === undefined || entries === null) return { consents, droppedConsents };
  // PHP prints an array with gaps in its keys as an object.
  if (!Array.isArray(entries)) return { consents, droppedConsents: ['consents: not a list'] };
  entries.forEach((entry, index) => {
    try {
      consents.push(consentEntry(entry));
    } catch (error) {
      if (!(error instanceof BadValue)) throw error;
      droppedConsents.push(error.at(index).at('consents').describe());
    }
  });
  return { consents, droppedConsents };
}

/** WP GDPR Compliance's `wpgdprcFront`. */
export function readConsentSettings(win: Window = window): ConsentSettings {
  const raw = readPageGlobal('wpgdprcFront', front, win);
  const { consents } = (win as unknown as { wpgdprcFront: { consents?: unknown } }).wpgdprcFront;
  const prefix = raw.prefix || raw.pluginPrefix || 'wpgdprc';
  return {
    ajaxUrl: raw.ajaxUrl,
    nonce: { name: raw.ajaxArg, value: raw.ajaxNonce },
    prefix,
    pluginPrefix: raw.pluginPrefix || prefix,
    cookieName: raw.cookieName,
    cookiePath: raw.path || '/',
    token: raw.token ?? '',
    ...readConsents(consents),
  };
}
