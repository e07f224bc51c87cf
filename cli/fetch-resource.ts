import { CliError } from './cli-error';

export interface Fetched {
  url: string;
  contentType: string;
  body: Buffer;
}

/**
 * GETs a URL as a visitor's browser would, without cookies; any failure is one line naming the URL and why.
 * `timeoutMs` bounds the whole exchange.
 */
export async function fetchResource(url: string, timeoutMs: number): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'Mozilla/5.0 (wp-enhance save)', accept: 'text/html,text/css,*/*;q=0.8' },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : cause?.code ?? cause?.message ?? (error as Error).message;
    throw new CliError(`cannot reach ${url}: ${why}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new CliError(`${url} answered HTTP ${response.status}`);
  return { url: response.url || url, contentType: response.headers.get('content-type') ?? '', body };
}
