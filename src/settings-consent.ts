import * as z from 'zod/mini';
import { readGlobal } from './read-global';
import { wpFlag, wpRequiredText, wpText } from './wp-values';

const consentEntry = z.object({
  ID: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)).check(z.refine(Number.isFinite, 'ID is not a number')),
  required: wpFlag,
  placement: z.enum(['head', 'body', 'footer']),
  content: wpText,
});

const schema = z.object({
  ajaxUrl: wpRequiredText,
  ajaxNonce: wpText,
  ajaxArg: wpRequiredText,
  prefix: z.optional(wpText),
  pluginPrefix: z.optional(wpText),
  cookieName: wpRequiredText,
  path: z.optional(wpText),
  token: z.optional(wpText),
  // Checked by readConsents (below), entry by entry: a broken processor list must not switch off the
  // bar, the other snippets or the request forms.
  consents: z.optional(z.unknown()),
});

export type ConsentEntry = z.output<typeof consentEntry>;

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
    const result = consentEntry.safeParse(entry);
    if (result.success) consents.push(result.data);
    else {
      const issue = result.error.issues[0];
      droppedConsents.push(`${['consents', index, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`);
    }
  });
  return { consents, droppedConsents };
}

/** WP GDPR Compliance's `wpgdprcFront`. */
export function readConsentSettings(win: Window = window): ConsentSettings {
  const raw = readGlobal('wpgdprcFront', schema, win);
  const prefix = raw.prefix || raw.pluginPrefix || 'wpgdprc';
  return {
    ajaxUrl: raw.ajaxUrl,
    nonce: { name: raw.ajaxArg, value: raw.ajaxNonce },
    prefix,
    pluginPrefix: raw.pluginPrefix || prefix,
    cookieName: raw.cookieName,
    cookiePath: raw.path || '/',
    token: raw.token ?? '',
    ...readConsents(raw.consents),
  };
}
