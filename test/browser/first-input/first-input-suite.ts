import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from '../helpers/session';
import { heldInput, warmInput, type FirstInput, type HeldWhen } from './first-input-run';

/** '' when equal, else the first place where the held widget's markup differs from the warm one's. */
function firstDifference(held: string[], warm: string[]): string {
  const [a, b] = [held.join('\n'), warm.join('\n')];
  if (a === b) return '';
  let at = 0;
  while (a[at] === b[at]) at++;
  return `held …${a.slice(Math.max(0, at - 120), at + 120)}… warm …${b.slice(Math.max(0, at - 120), at + 120)}…`;
}

const WHEN: HeldWhen[] = ['before the lists', 'after settling'];

/**
 * For each case: the first input while the code is held back (before the family lists have claimed
 * anything, and once the page has settled with the component's code not yet loaded), then released, gives
 * the widget's DOM and the requests of the same input on a warm page. One browser for the file.
 */
export function firstInputSuite(cases: FirstInput[]): void {
  let session: BrowserSession;
  test.before(async () => {
    session = await openSession();
  });
  test.after(async () => {
    await session.close();
  });
  for (const input of cases) {
    test(input.name, async () => {
      const warm = await warmInput(session, input);
      assert.ok(warm.dom.length > 0, `the fixture has ${input.widget}`);
      assert.equal(warm.errors, [], 'warm page errors');
      for (const when of WHEN) {
        const held = await heldInput(session, input, when);
        // Once settled, a component whose code came with its at-rest part (one chunk) has nothing left to hold.
        if (when === 'before the lists') assert.ok(held.parked > 0, `${when}: code was held back`);
        assert.is(firstDifference(held.dom, warm.dom), '', `${when}: the widget as on a warm page`);
        assert.equal(held.requests, warm.requests, `${when}: the requests as on a warm page`);
        assert.equal(held.errors, [], `${when}: no errors`);
      }
    });
  }
}
