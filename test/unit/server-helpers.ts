// Shared helpers of the server-*.test.ts files (not a test file itself).
import { startFixtureServer, type FixtureServer } from "../../fixtures/server/app.js";

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers: Headers;
}

export async function startServer(options: Parameters<typeof startFixtureServer>[0] = {}): Promise<FixtureServer> {
  return startFixtureServer({ port: 0, ...options });
}

/** POST form-encoded to admin-ajax the way jQuery does. */
export async function ajax(
  server: FixtureServer,
  fields: Record<string, string> | [string, string][],
  init: { query?: string; cookie?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/wp-admin/admin-ajax.php${init.query ?? ""}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8",
      "X-Requested-With": "XMLHttpRequest",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return toAnswer(response);
}

export async function toAnswer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    body: await response.text(),
    headers: response.headers,
  };
}
