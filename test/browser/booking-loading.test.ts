import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { settled } from './booking-page-helpers';

let session: BrowserSession;
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

/** The chunks (not the entry, which lists every enhancer's selector) a page loaded that hold Booked code. */
async function bookingChunks(path: string): Promise<{ chunks: string[]; booked: string[]; errors: string[] }> {
  const opened = await session.open(path);
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

test('each booking page loads only the parts its markup needs, and none of them calls the server at load', async () => {
  session.server.reset();
  const expectations: Record<string, { has: string[]; not: string[] }> = {
    '/booking-calendar.html': { has: ['calendar-enhancer'], not: ['list-enhancer', 'tabs-enhancer', 'agent-appointments-enhancer', 'customer-appointments-enhancer', 'new-appointment', 'date-picker-popup'] },
    '/booking-list.html': { has: ['list-enhancer'], not: ['calendar-enhancer', 'tabs-enhancer', 'new-appointment', 'date-picker-popup'] },
    '/booking-profile.html': { has: ['tabs-enhancer', 'customer-appointments-enhancer'], not: ['calendar-enhancer', 'list-enhancer', 'agent-appointments-enhancer'] },
    '/booking-agents.html': { has: ['tabs-enhancer', 'agent-appointments-enhancer'], not: ['calendar-enhancer', 'list-enhancer', 'customer-appointments-enhancer'] },
  };
  for (const [path, { has, not }] of Object.entries(expectations)) {
    const { chunks, errors } = await bookingChunks(path);
    const named = (name: string) => chunks.some((chunk) => chunk.startsWith(`/dist/chunks/${name}-`));
    for (const name of has) assert.ok(named(name), `${path} loads ${name}`);
    for (const name of not) assert.not.ok(named(name), `${path} does not load ${name}`);
    assert.equal(errors, [], path);
  }
  assert.equal(session.server.requests.filter((request) => request.path.startsWith('/wp-admin/')), []);
});

test.run();
