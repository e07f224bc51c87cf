// The fault matrix as a Markdown table: printed at the end of the run and written to docs/fault-matrix.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FAULT_COLUMNS, type FaultId } from './faults';
import type { MatrixRow } from './row';

export type CellResult = { state: 'pass' } | { state: 'fail'; reason: string } | { state: 'n/a'; reason: string } | { state: 'silent' };

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

const show = (result: CellResult | undefined): string => {
  if (!result) return 'not run';
  if (result.state === 'pass') return 'pass';
  if (result.state === 'silent') return 'pass (silent)';
  return `${result.state}: ${escape(result.reason).slice(0, 160)}`;
};

export function matrixMarkdown(rows: readonly MatrixRow[], results: ReadonlyMap<string, CellResult>, key: (row: MatrixRow, fault: FaultId) => string): string {
  const head = `| action | what the visitor does | ${FAULT_COLUMNS.map((column) => column.title).join(' | ')} |`;
  const rule = `|---|---|${FAULT_COLUMNS.map(() => '---').join('|')}|`;
  const lines = rows.map((row) => `| \`${row.action}\` | ${escape(row.what)} | ${FAULT_COLUMNS.map((column) => show(results.get(key(row, column.id)))).join(' | ')} |`);
  const notes = rows.filter((row) => row.silent).map((row) => `- \`${row.action}\` (${row.what}): silent by design: ${row.silent}.`);
  return [head, rule, ...lines, ...(notes.length ? ['', ...notes] : [])].join('\n');
}

export function writeMatrix(path: URL, markdown: string, counts: Record<CellResult['state'], number>): void {
  mkdirSync(new URL('.', path), { recursive: true });
  const summary = `${counts.pass} pass, ${counts.silent} silent by design, ${counts['n/a']} not applicable, ${counts.fail} fail`;
  writeFileSync(
    path,
    `# Fault matrix\n\nWritten by \`test/browser/fault-matrix.test.ts\` on every run of \`npm test\` (rows: \`test/browser/fault-matrix/rows-*.ts\`).\n` +
      `Every admin-ajax action the enhancers send, under every fault of the emulated backend's fault switch. A cell passes when the visitor\n` +
      `sees a message in words, nothing stays busy, typed input is kept, no uncaught error occurs and the same control works again once the\n` +
      `fault is gone; the double-click cell passes when a double click on a slow answer sends exactly one request and succeeds.\n\n` +
      `Result: ${summary}.\n\n${markdown}\n`,
  );
}
