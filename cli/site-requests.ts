import type { Page, Request } from 'playwright-core';
import { MASKED } from './mask-secrets';

/**
 * The admin-ajax actions a visitor's click may send to a live site during a check: they only read. Any other
 * POST to admin-ajax or the REST API (bookings, cancellations, consent records, sign-ups, likes, views, mail)
 * is recorded but held back, answered `0` on both sides alike, unless `--allow-post` is given (counters always are).
 */
export const READ_ONLY_ACTIONS = new Set([
  'booked_calendar_month',
  'booked_calendar_date',
  'booked_appointment_list_date',
  'booked_new_appointment_form',
  'booked_fea_user_info_modal',
  'calendar_change_month',
  'view_more_posts',
  'ajax_search',
  'ajax_menuitem',
  'sort_by_points',
  'sbi_load_more_clicked',
  // A login with the check's made-up name is refused: nothing changes on the site.
  'trx_utils_login_user',
]);

/**
 * Counters the server keeps per post (likes, views): what one side sends, the other side then loads (a like the
 * original sent makes the enhanced page start from one more and send one more), so they are held back even with
 * `--allow-post`, where they could never agree.
 */
export const COUNTER_ACTIONS = new Set(['post_counter']);

/** One request to the site's server API, as compared between the sides. */
export interface SiteRequest {
  method: string;
  path: string;
  /** Field names and values in the order sent; nonces and timestamps masked. */
  fields: [string, string][];
  /** Held back: it would change data on the site. */
  heldBack: boolean;
}

export const isApi = (url: URL) => url.pathname.endsWith('/admin-ajax.php') || url.pathname.includes('/wp-json/') || url.searchParams.has('rest_route');
// Unix times in seconds or milliseconds, and jQuery's `_` cache breaker.
const TIMESTAMP = /^1\d{9}(\d{3})?$/;
const maskValue = (name: string, value: string) => (/nonce|^security$/i.test(name) ? MASKED : TIMESTAMP.test(value) || name === '_' ? 'masked-time' : value);

/** The fields of a form-encoded or multipart body, or of a query. */
export function fieldsOf(request: Pick<Request, 'url' | 'postData' | 'headers'>): [string, string][] {
  const url = new URL(request.url());
  const fields: [string, string][] = [...url.searchParams].filter(([name]) => name !== 'rest_route');
  const body = request.postData() ?? '';
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('multipart/form-data')) {
    for (const part of body.split(/-{2,}[\w-]+\r?\n/)) {
      const name = /name="([^"]*)"/.exec(part)?.[1];
      if (name !== undefined) fields.push([name, part.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/\r?\n$/, '')]);
    }
  } else if (body) {
    fields.push(...new URLSearchParams(body));
  }
  return fields.map(([name, value]) => [name, maskValue(name, value)]);
}

/** Whether a request is answered `0` instead of reaching the site: it would change data, or it is a counter. */
export function holdsBack(method: string, fields: readonly [string, string][], allowPost: boolean): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const action = fields.find(([name]) => name === 'action')?.[1];
  if (action && COUNTER_ACTIONS.has(action)) return true;
  return !allowPost && (!action || !READ_ONLY_ACTIONS.has(action));
}

/** Records every request the page sends to the site's API, and holds back those that would change data. */
export async function recordSiteRequests(page: Page, allowPost: boolean): Promise<SiteRequest[]> {
  const sent: SiteRequest[] = [];
  await page.route((url) => isApi(url), async (route) => {
    const request = route.request();
    const fields = fieldsOf(request);
    const heldBack = holdsBack(request.method(), fields, allowPost);
    sent.push({ method: request.method(), path: new URL(request.url()).pathname, fields, heldBack });
    if (heldBack) await route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: '0' });
    else await route.fallback();
  });
  return sent;
}

/** How a request reads in a report: `POST /wp-admin/admin-ajax.php action=x&date=2026-11` (values masked). */
export const describeRequest = ({ method, path, fields, heldBack }: SiteRequest) =>
  `${method} ${path} ${fields.map(([name, value]) => `${name}=${value}`).join('&')}${heldBack ? ' (held back: it would change data)' : ''}`;
