import type { Answer } from '../cli/answers';
import { answerFinder } from '../cli/answers';
import type { SiteRequest } from '../cli/site-requests';

/** A hand-written answer: the body (HTML, text or JSON text), or the whole answer, or a function of the fields. */
export type HandAnswer = string | { status?: number; contentType?: string; body: string };
/** Answers by admin-ajax action (or REST path), written by hand: `{ booked_calendar_month: '<table…>' }`. */
export type AnswerMap = Record<string, HandAnswer | ((fields: Record<string, string>) => HandAnswer)>;

/** What a test gets back for each request the page sent to the site's API. */
export interface TestRequest extends Omit<SiteRequest, 'heldBack'> {
  /** Whether an answer was found (an unanswered request gets a 404). */
  answered: boolean;
}

const action = (fields: readonly [string, string][]) => fields.find(([name]) => name === 'action')?.[1];
const contentTypeOf = (body: string) => (/^\s*[[{"]/.test(body) ? 'application/json; charset=UTF-8' : 'text/html; charset=UTF-8');

/**
 * Answers a request from a recorded answers file (the saved folder's answers.json) and a hand-written map; the
 * map wins, by action for admin-ajax and by path for REST.
 */
export function answering(recorded: readonly Answer[], map: AnswerMap = {}): (request: Pick<SiteRequest, 'method' | 'path' | 'fields'>) => Omit<Answer, 'method' | 'path' | 'fields'> | undefined {
  const fromRecording = answerFinder(recorded);
  return (request) => {
    const key = action(request.fields) ?? request.path;
    const entry = map[key];
    if (entry !== undefined) {
      const hand = typeof entry === 'function' ? entry(Object.fromEntries(request.fields)) : entry;
      const { status = 200, body, contentType = contentTypeOf(body) } = typeof hand === 'string' ? { body: hand } : hand;
      return { status, body, contentType };
    }
    return fromRecording(request);
  };
}
