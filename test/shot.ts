import { openSession } from './browser/helpers/session';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync } from 'node:fs';
const session = await openSession();
for (const name of readdirSync('fixtures/pages').filter((n) => n.endsWith('.html'))) {
  const opened = await session.open('/' + name);
  await opened.page.waitForLoadState('networkidle');
  const total = opened.scripts().reduce((s, p) => s + gzipSync(readFileSync(process.env.ENHANCE_DIST + p.slice(5)), { level: 9 }).length, 0);
  console.log(name.padEnd(28), String(opened.scripts().length).padStart(4), total, opened.errors.length ? opened.errors : '');
  await opened.page.context().close();
}
await session.close();
