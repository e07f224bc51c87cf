import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AXE_STATES, SERVER_SIDE, serverSide } from './accessibility-states';
import { runAxe, type AxeViolation } from './helpers/axe';
import { openSession, type BrowserSession } from './helpers/session';

// axe-core on every fixture page, at rest and in the states visitors reach (issue 9 §3): no serious or critical
// violation of ours. Those the server's markup or the site's stylesheet would have too are counted apart.
const test = suite('accessibility (axe-core)');
let session: BrowserSession;
const summary: string[] = [];

const severe = (violation: AxeViolation) => violation.impact === 'serious' || violation.impact === 'critical';

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
  console.log(`\naxe-core, serious and critical violations per page and state (server's = ${SERVER_SIDE.map((entry) => entry.rule).join(', ')}):\n${summary.join('\n')}\n`);
});

// AXE_ONLY=<part of a page path> narrows a local run.
const only = process.env.AXE_ONLY;
for (const { page: path, state, reach } of AXE_STATES.filter((each) => !only || each.page.includes(only))) {
  test(`${path} ${state}: no serious or critical violation`, async () => {
    const opened = await session.open(path);
    try {
      const { page } = opened;
      page.on('dialog', (dialog) => void dialog.accept());
      await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
      await reach?.(page);
      const violations = (await runAxe(page)).filter(severe);
      const ours = violations.filter((violation) => !serverSide(violation.id, violation.targets));
      const servers = violations.filter((violation) => serverSide(violation.id, violation.targets));
      summary.push(`| ${path} | ${state} | ${ours.length} | ${servers.map((violation) => `${violation.id} ×${violation.targets.length}`).join(', ') || '0'} |`);
      assert.equal(
        ours.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.slice(0, 3).join(' ; ')}`),
        [],
      );
      assert.equal(opened.errors, [], 'no page errors');
    } finally {
      await opened.page.context().close();
    }
  });
}

test.run();
