import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { settled } from './booking-page-helpers';
import { holding } from './helpers/chunk-files';

let session: BrowserSession;
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

/** The chunks (not the entry, which lists every enhancer's selector) a page loaded that hold Booked code. */
async function bookingChunks(path: string, options: { fetchAhead?: boolean } = {}): Promise<{ chunks: string[]; booked: string[]; errors: string[] }> {
  const opened = await session.open(path, options);
  await settled(opened.page);
  await opened.page.waitForLoadState('networkidle');
  const chunks = opened.scripts().filter((script) => script !== '/dist/enhance.js');
  const booked: string[] = [];
  for (const chunk of chunks) {
    const source = await (await fetch(session.server.url + chunk)).text();
    if (/booked/i.test(source)) booked.push(chunk);
  }
  const { errors } = opened;
  await opened.page.context().close();
  return { chunks, booked, errors };
}

test('no booking code on pages without booking markup', async () => {
  for (const path of ['/plain.html', '/blog.html']) {
    const { booked, errors } = await bookingChunks(path);
    assert.equal(booked, [], path);
    assert.equal(errors, [], path);
  }
});

test('each booking page loads only the plain parts its markup needs at rest, and none of them calls the server at load', async () => {
  session.server.reset();
  // The components (and Preact with them) wait for the visitor to use their markup; zod (its `schemas` module)
  // for a request.
  const components = ['calendar-enhancer', 'list-enhancer', 'tabs-enhancer', 'agent-appointments-enhancer', 'customer-appointments-enhancer', 'account-forms-enhancer', 'runtime', 'schemas'];
  const expectations: Record<string, { has: string[]; not: string[] }> = {
    '/booking-calendar.html': { has: ['calendar-at-rest'], not: [...components, 'list-at-rest', 'appointment-list-at-rest', 'new-appointment', 'date-picker-popup'] },
    '/booking-list.html': { has: ['list-at-rest'], not: [...components, 'calendar-at-rest', 'new-appointment', 'date-picker-popup'] },
    '/booking-profile.html': { has: ['appointment-list-at-rest'], not: [...components, 'calendar-at-rest', 'list-at-rest'] },
    '/booking-agents.html': { has: ['appointment-list-at-rest'], not: [...components, 'calendar-at-rest', 'list-at-rest'] },
    '/booking-login.html': { has: [], not: [...components, 'calendar-at-rest', 'list-at-rest', 'appointment-list-at-rest'] },
  };
  for (const [path, { has, not }] of Object.entries(expectations)) {
    const { chunks, errors } = await bookingChunks(path, { fetchAhead: false });
    const named = (name: string) => chunks.some(holding(name));
    for (const name of has) assert.ok(named(name), `${path} loads ${name}`);
    for (const name of not) assert.not.ok(named(name), `${path} does not load ${name}`);
    assert.equal(errors, [], path);
  }
  assert.equal(session.server.requests.filter((request) => request.path.startsWith('/wp-admin/')), []);
});

test.run();
