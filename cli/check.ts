import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { join, resolve } from 'node:path';
import { bundleSource } from './bundle-source';
import { CliError } from './cli-error';
import { openTarget } from './check-target';
import { launchChromium } from './chromium';
import { BUNDLE_PATH, enhancedHtml, type Dequeued } from './enhanced-html';
import { firstTarget, INTERACTIONS, type Interaction } from './interactions';
import type { SideSetup } from './open-side';
import { checkAtRest, DEFAULT_WIDTHS } from './page-view/at-rest';
import type { Finding } from './page-view/finding';
import { runInteractivePass } from './page-view/interactive-pass';
import { runStartUp } from './page-run';
import { compareSteps, runInteraction } from './parity';
import type { HandleMap } from './replaced-handles';
export type { CheckReport, InteractionReport } from './check-report';
import type { CheckReport, InteractionReport } from './check-report';
import { reportHtml } from './report-html';
import { summary } from './summary';

export interface CheckOptions {
  target: string;
  families?: readonly string[];
  out: string;
  chromium?: string;
  timeoutMs: number;
  allowPost: boolean;
  interactions: boolean;
  /** The viewport widths the page is compared at, at rest and by the generic interactions (default 1280 and 600). */
  widths?: readonly number[];
  /** Drive every interactive element of the page, not a capped few within a time budget (`--all`). */
  all?: boolean;
  log: (line: string) => void;
  /** Another build's bundle folder or plugin folder for the enhanced side (`--bundle`); this package's by default. */
  bundle?: string;
  /** A Chromium already running (tests and the testing entry share one); otherwise one is launched and closed. */
  browser?: Browser;
}

const newOnes = (mine: readonly string[], theirs: readonly string[]) => [...new Set(mine.filter((line) => !theirs.includes(line)))];

const errorDifferences = (original: { pageErrors: string[]; consoleErrors: string[] }, enhanced: typeof original, where = '') => [
  ...newOnes(enhanced.pageErrors, original.pageErrors).map((line) => `${where}page error with the enhancers only: ${line}`),
  ...newOnes(enhanced.consoleErrors, original.consoleErrors).map((line) => `${where}console error with the enhancers only: ${line}`),
];

/** The families asked for, all by default; a name the plugin does not know is an error. */
function chooseFamilies(families: readonly string[] | undefined, handles: HandleMap): string[] {
  const known = Object.keys(handles);
  const unknown = (families ?? []).filter((family) => !known.includes(family));
  if (unknown.length > 0) throw new CliError(`unknown famil${unknown.length === 1 ? 'y' : 'ies'} ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return families?.length ? [...families] : known;
}

/** Drives each interaction on a fresh page of each side, in turn, and lists what differs. */
async function driveInteractions(browser: Browser, sides: { original: SideSetup; enhanced: SideSetup }, interactions: readonly Interaction[], out: string, log: (line: string) => void) {
  const reports: InteractionReport[] = [];
  const differences: string[] = [];
  const intended: string[] = [];
  for (const [number, interaction] of interactions.entries()) {
    log(`  ${interaction.enhancer}: ${interaction.label}`);
    const drive = (side: 'original' | 'enhanced') => runInteraction(browser, sides[side], interaction, (step) => join(out, `step-${number + 1}-${step + 1}-${side}.png`));
    const report: InteractionReport = { enhancer: interaction.enhancer, label: interaction.label, original: await drive('original'), enhanced: await drive('enhanced') };
    reports.push(report);
    const compared = compareSteps(`${interaction.enhancer}: ${interaction.label}`, report.original, report.enhanced);
    differences.push(...compared.differences);
    intended.push(...compared.intended);
  }
  return { reports, differences, intended };
}

/** Opens the page as the site serves it and with the enhancers on, drives both, and writes the report. */
export async function checkPage(options: CheckOptions): Promise<CheckReport> {
  const { target, families, out, chromium, timeoutMs, allowPost, log } = options;
  const { dir: bundle, handles, onDemand } = bundleSource(options.bundle);
  const chosen = chooseFamilies(families, handles);

  const page = await openTarget(target);
  try {
    const browser = options.browser ?? (await launchChromium(chromium));
    try {
      mkdirSync(out, { recursive: true });
      log(`Checking ${page.label} (${chosen.join(', ')})…`);
      let dequeued: Dequeued[] = [];
      const original: SideSetup = { url: page.url, timeoutMs, allowPost: allowPost || page.offline, ...(page.prepare && { prepare: page.prepare }) };
      const enhancedSetup: SideSetup = {
        ...original,
        bundle: { dir: bundle, path: BUNDLE_PATH },
        rewrite: (html) => {
          const result = enhancedHtml(html, handles, chosen, !families?.length, onDemand);
          dequeued = result.dequeued;
          return result.html;
        },
      };
      const originalStart = await runStartUp(browser, original, join(out, 'original.png'));
      // A filled form's submit may change data: only where nothing reaches a site, or where allowed.
      const candidates = options.interactions ? INTERACTIONS.filter((interaction) => !interaction.posts || allowPost || page.offline) : [];
      const enhancedStart = await runStartUp(browser, enhancedSetup, join(out, 'enhanced.png'), candidates.map(firstTarget));
      const enhancers = enhancedStart.enhancers.filter((enhancer) => chosen.includes(enhancer.family));
      if (!enhancers.some((enhancer) => enhancer.claimed > 0)) {
        throw new CliError(`no enhancer found its markup on ${page.label}${families?.length ? ` (families ${chosen.join(', ')})` : ''}: there is nothing to check`);
      }
      const attached = new Set(enhancers.filter((enhancer) => enhancer.claimed > 0).map((enhancer) => enhancer.name));
      const applicable = candidates.filter((interaction, index) => attached.has(interaction.enhancer) && enhancedStart.visible[index]);
      const widths = options.widths ?? DEFAULT_WIDTHS;
      const atRest = await checkAtRest(browser, { original, enhanced: enhancedSetup }, widths, out, log);
      const driven = await driveInteractions(browser, { original, enhanced: enhancedSetup }, applicable, out, log);
      const generic = { findings: [] as Finding[], compared: 0, bounds: 'not driven (--no-interactions)' };
      for (const width of options.interactions ? widths : []) {
        const pass = await runInteractivePass({ browser, sides: { original, enhanced: enhancedSetup }, width, out, log, all: options.all ?? false });
        Object.assign(generic, { findings: [...generic.findings, ...pass.findings], compared: generic.compared + pass.compared, bounds: pass.bounds });
      }
      const findings = [...atRest.findings, ...generic.findings];
      const findingLine = (finding: Finding) => (finding.intended ? `${finding.line} (intended: ${finding.intended})` : finding.line);
      const report: CheckReport = {
        target: page.label,
        checkedAt: new Date().toISOString(),
        families: chosen,
        original: originalStart,
        enhanced: enhancedStart,
        enhancers,
        dequeued,
        interactions: driven.reports,
        atRest: atRest.compared,
        findings,
        compared: { interactions: applicable.length + generic.compared, bounds: generic.bounds },
        differences: [...errorDifferences(originalStart, enhancedStart), ...driven.differences, ...findings.filter((finding) => !finding.intended).map(findingLine)],
        intended: [...driven.intended, ...findings.filter((finding) => finding.intended).map(findingLine)],
      };
      writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
      writeFileSync(join(out, 'report.html'), reportHtml(report));
      log(summary(report, resolve(out)));
      return report;
    } finally {
      if (!options.browser) await browser.close();
    }
  } finally {
    await page.close();
  }
}
