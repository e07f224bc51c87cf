import { decodeEntities } from '../../src/decode-entities';

export interface BookedAnswer {
  error: boolean;
  /** The server's message (entity-decoded, to be shown as text); '' when there is none. */
  message: string;
}

/**
 * Booked's plain-text answers (`success###…` / `error###…`): split on `###`; it is an error when the last
 * five characters of the first part are `error` (PHP notices in front are tolerated). An empty body is a success.
 */
export function readBookedAnswer(body: string): BookedAnswer {
  const [head = '', message = ''] = body.split('###');
  return { error: head.slice(-5) === 'error', message: decodeEntities(message).trim() };
}

/** A loader or staff answer that is really Booked's `error###message`. */
export const isBookedError = (body: string): boolean => body.includes('###') && readBookedAnswer(body).error;
