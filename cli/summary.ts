import { join } from 'node:path';
import type { CheckReport } from './check-report';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What "no difference" covers: how many elements were looked at, at rest, per width. */
export const comparedAtRest = (report: CheckReport): string =>
  `Compared at rest: ${report.atRest.map(({ width, elements }) => `${elements} elements at ${width} px`).join(', ') || 'nothing'}`;

/** The table `check` prints at the end. */
export function summary(report: CheckReport, out: string): string {
  const attached = report.enhancers.filter((enhancer) => enhancer.claimed > 0);
  const nothing = report.enhancers.filter((enhancer) => enhancer.claimed === 0);
  const rows = [
    ['', 'original', 'enhanced'],
    ['script bytes at start (gzip)', kb(report.original.scriptBytes), kb(report.enhanced.scriptBytes)],
    ['script files', String(report.original.scripts.length), String(report.enhanced.scripts.length)],
    ['main-thread script time', `${report.original.scriptMs} ms`, `${report.enhanced.scriptMs} ms`],
    ['page errors', String(report.original.pageErrors.length), String(report.enhanced.pageErrors.length)],
    ['console errors', String(report.original.consoleErrors.length), String(report.enhanced.consoleErrors.length)],
  ];
  const width = Math.max(...rows.map(([label]) => label!.length));
  return [
    ...rows.map(([label, left, right]) => `${label!.padEnd(width)}  ${left!.padStart(10)}  ${right!.padStart(10)}`),
    '',
    `Attached: ${attached.map((enhancer) => `${enhancer.name} ×${enhancer.claimed}`).join(', ') || 'none'}`,
    `Found nothing: ${nothing.map((enhancer) => enhancer.name).join(', ') || 'none'}`,
    `Dequeued: ${report.dequeued.map((script) => script.handle).join(', ') || 'none (no replaced handle on the page)'}`,
    comparedAtRest(report),
    `Interactions driven: ${report.interactions.map((interaction) => `${interaction.enhancer} (${interaction.label})`).join(', ') || 'none'}`,
    `Interactions compared: ${report.compared.interactions} (every interactive element: ${report.compared.bounds})`,
    ...(report.intended.length ? [`Intended differences (${report.intended.length}):\n${report.intended.map((line) => `- ${line}`).join('\n')}`] : []),
    report.differences.length === 0 ? 'Parity: no difference.' : `Differences (${report.differences.length}):\n${report.differences.map((line) => `- ${line}`).join('\n')}`,
    `Report: ${join(out, 'report.html')}`,
  ].join('\n');
}
