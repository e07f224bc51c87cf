import { basename } from 'node:path';
import type { CheckReport, InteractionReport } from './check-report';
import type { StepResult } from './parity';
import { FINDINGS_CSS, findingsHtml } from './report-findings';
import { describeRequest } from './site-requests';
import { comparedAtRest } from './summary';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const list = (items: readonly string[], none: string) =>
  items.length === 0 ? `<p>${escape(none)}</p>` : `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const side = (name: string, result: StepResult | undefined) =>
  result
    ? `<figure><img src="${escape(basename(result.screenshot))}" alt="${escape(`${name}, after: ${result.step}`)}"><figcaption>${escape(name)}${result.failed ? `: the step failed (${escape(result.failed)})` : ''}</figcaption>${list(result.requests.map(describeRequest), 'No request to the site.')}${result.errors.length ? list(result.errors, '') : ''}</figure>`
    : `<figure><figcaption>${escape(name)}: not reached</figcaption></figure>`;

const interactionSection = (interaction: InteractionReport) =>
  `<h3>${escape(`${interaction.enhancer}: ${interaction.label}`)}</h3>` +
  interaction.original
    .map((step, index) => `<h4>${escape(`After ${step.step}`)}</h4><div class="sides">${side('original', step)}${side('enhanced', interaction.enhanced[index])}</div>`)
    .join('');

/** report.html: one self-contained page, side by side, every server or page text escaped. */
export function reportHtml(report: CheckReport): string {
  const { original, enhanced } = report;
  const row = (label: string, left: string, right: string) => `<tr><th scope="row">${escape(label)}</th><td>${escape(left)}</td><td>${escape(right)}</td></tr>`;
  const enhancerRows = report.enhancers
    .map((enhancer) => `<tr><td>${escape(enhancer.family)}</td><td>${escape(enhancer.name)}</td><td>${enhancer.claimed}</td><td>${enhancer.mounted}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wp-enhance check: ${escape(report.target)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2em; color: #1d2327; }
table { border-collapse: collapse; margin: 1em 0; } th, td { border: 1px solid #c3c4c7; padding: .3em .7em; text-align: left; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; } .sides img { width: 100%; border: 1px solid #c3c4c7; }
.verdict { font-size: 1.2em; font-weight: 600; } .differ { color: #b32d2e; } .same { color: #00701a; }
${FINDINGS_CSS}
</style></head><body>
<h1>wp-enhance check</h1>
<p>${escape(report.target)}, ${escape(report.checkedAt)}; families: ${escape(report.families.join(', '))}</p>
${report.differences.length ? `<p class="verdict differ">Differences: ${report.differences.length}</p>` : '<p class="verdict same">Parity: no difference</p>'}
<p>${escape(comparedAtRest(report))}</p>
${list(report.differences, 'Both sides sent the same requests and showed the same elements, text and errors.')}
${report.intended.length ? `<h2>Intended differences</h2>${list(report.intended, '')}` : ''}
${findingsHtml(report.findings)}
<h2>Start-up</h2>
<table><thead><tr><th></th><th scope="col">original</th><th scope="col">enhanced</th></tr></thead><tbody>
${row('script bytes at start (gzip)', kb(original.scriptBytes), kb(enhanced.scriptBytes))}
${row('script files', String(original.scripts.length), String(enhanced.scripts.length))}
${row('main-thread script time', `${original.scriptMs} ms`, `${enhanced.scriptMs} ms`)}
</tbody></table>
<h2>The page at rest</h2>
<div class="sides"><figure><img src="original.png" alt="The page with the original scripts"><figcaption>original</figcaption></figure>
<figure><img src="enhanced.png" alt="The page with the enhancers"><figcaption>enhanced</figcaption></figure></div>
<h2>Enhancers</h2>
<table><thead><tr><th scope="col">family</th><th scope="col">enhancer</th><th scope="col">elements found</th><th scope="col">mounted at start</th></tr></thead>
<tbody>${enhancerRows}</tbody></table>
<h2>Interactions, step by step</h2>
${report.interactions.length ? report.interactions.map(interactionSection).join('\n') : '<p>None driven.</p>'}
<h2>Original scripts dequeued</h2>
${list(report.dequeued.map((script) => `${script.handle}: ${script.src}`), 'None: no replaced handle is on this page.')}
<h2>Errors</h2>
<div class="sides"><div><h3>original</h3>${list([...original.pageErrors, ...original.consoleErrors], 'none')}</div>
<div><h3>enhanced</h3>${list([...enhanced.pageErrors, ...enhanced.consoleErrors], 'none')}</div></div>
</body></html>
`;
}
