import { suite } from 'uvu';
import { openSession, type BrowserSession } from './helpers/session';
import { runCell } from './fault-matrix/cell';
import { FAULT_COLUMNS, type FaultId } from './fault-matrix/faults';
import { matrixMarkdown, writeMatrix, type CellResult } from './fault-matrix/report';
import type { MatrixRow } from './fault-matrix/row';
import { BOOKING_ROWS } from './fault-matrix/rows-booking';
import { CF7_ROWS } from './fault-matrix/rows-cf7';
import { CONSENT_ROWS } from './fault-matrix/rows-consent';
import { INSTAGRAM_ROWS } from './fault-matrix/rows-instagram';
import { THEME_ROWS } from './fault-matrix/rows-theme';

// Every action × every fault, generated from the rows (issue 9 §2). FAULT_MATRIX_ONLY=<action> narrows a local run.
const only = process.env.FAULT_MATRIX_ONLY;
const ROWS: MatrixRow[] = [...CONSENT_ROWS, ...BOOKING_ROWS, ...THEME_ROWS, ...CF7_ROWS, ...INSTAGRAM_ROWS].filter((row) => !only || row.action === only);
const key = (row: MatrixRow, fault: FaultId) => `${row.action}|${row.what}|${fault}`;

const test = suite('fault matrix');
const results = new Map<string, CellResult>();
let session: BrowserSession;

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
  const counts = { pass: 0, fail: 0, 'n/a': 0, silent: 0 };
  for (const result of results.values()) counts[result.state]++;
  const markdown = matrixMarkdown(ROWS, results, key);
  console.log(`\nFault matrix (${counts.pass} pass, ${counts.silent} silent, ${counts['n/a']} n/a, ${counts.fail} fail):\n${markdown}\n`);
  if (!only) writeMatrix(new URL('../../docs/fault-matrix.md', import.meta.url), markdown, counts);
});

for (const row of ROWS) {
  for (const column of FAULT_COLUMNS) {
    const reason = row.notApplicable?.[column.id];
    if (reason) {
      results.set(key(row, column.id), { state: 'n/a', reason });
      continue;
    }
    test(`${row.action} (${row.what}) × ${column.title}`, async () => {
      try {
        await runCell(session, row, column);
        results.set(key(row, column.id), row.silent ? { state: 'silent' } : { state: 'pass' });
      } catch (error) {
        results.set(key(row, column.id), { state: 'fail', reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
        throw error;
      }
    });
  }
}

test.run();
