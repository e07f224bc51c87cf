import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { SideSetup } from '../open-side';
import type { ElementRecord } from './element-record';
import type { Finding } from './finding';
import { compareOutcome, type DrivenTarget } from './interactive-compare';
import { driveTarget, openInteractiveSide, untouched, type InteractiveSide } from './interactive-outcome';
import { chooseTargets } from './interactive-targets';
import { restlessKeys } from './page-changes';
import { snapshotPage } from './snapshot';

/** The generic pass's bounds per width unless `--all`: enough for the kinds of a page, not every link of it. */
export const INTERACTIVE_CAP = 25;
export const INTERACTIVE_BUDGET_MS = 90_000;

export interface InteractivePassOptions {
  browser: Browser;
  sides: { original: SideSetup; enhanced: SideSetup };
  width?: number;
  out: string;
  log: (line: string) => void;
  /** Lift the cap and the time budget (`--all`). */
  all?: boolean;
  cap?: number;
  budgetMs?: number;
}

export interface InteractivePassResult {
  findings: Finding[];
  /** Targets driven on both sides. */
  compared: number;
  /** Targets chosen on the page (representatives of each kind), before the cap and the budget. */
  targets: number;
  /** What the pass was bounded by, as printed. */
  bounds: string;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Every kind of link, button, title and control of the page, acted on as a visitor would on both sides, each from a
 * fresh load; what each did is compared. What changes with no action at all (timers, autoplay, countdowns), learnt
 * from the loads at rest, is not counted.
 */
export async function runInteractivePass(options: InteractivePassOptions): Promise<InteractivePassResult> {
  const { browser, out, log, width = 1280 } = options;
  const cap = options.all ? Infinity : options.cap ?? INTERACTIVE_CAP;
  const budgetMs = options.all ? Infinity : options.budgetMs ?? INTERACTIVE_BUDGET_MS;
  const started = Date.now();
  const sides = await Promise.all([options.sides.original, options.sides.enhanced].map((setup) => openInteractiveSide(browser, { ...setup, width })));
  const [original, enhanced] = sides as [InteractiveSide, InteractiveSide];
  try {
    const restless = new Set<string>();
    const firstRest = await Promise.all(sides.map((side) => snapshotPage(side.open.page)));
    const learn = (first: readonly ElementRecord[], second: readonly ElementRecord[]) => restlessKeys(first, second).forEach((key) => restless.add(key));
    // More looks, at uneven moments: what blinks or moves by itself already. Two close ones catch a quick blink (two
    // long pauses can both match its period: a 250 ms toggle was missed about one run in four); two far ones a slow one.
    let previous = firstRest;
    for (const pause of [110, 170, 600, 900]) {
      await original.open.page.waitForTimeout(pause);
      const later = await Promise.all(sides.map((side) => snapshotPage(side.open.page)));
      later.forEach((rest, side) => {
        learn(firstRest[side]!, rest);
        learn(previous[side]!, rest);
      });
      previous = later;
    }

    const targets = chooseTargets(firstRest[0]!, options.sides.original.url);
    const bounds = `${Number.isFinite(cap) ? `at most ${cap} targets` : 'every target'}${Number.isFinite(budgetMs) ? ` within ${Math.round(budgetMs / 1000)} s` : ''}${options.all ? ' (--all)' : ' (--all lifts this)'}`;
    const kinds = [...new Set(targets.map((target) => target.kind))].map((kind) => `${targets.filter((target) => target.kind === kind).length} ${kind}`).join(', ');
    log(`  every interactive element at ${width} px: ${count(targets.length, 'kind')} of target (${kinds || 'none'}), ${bounds}`);

    const driven: DrivenTarget[] = [];
    for (const [number, target] of targets.entries()) {
      if (driven.length >= cap || Date.now() - started > budgetMs) break;
      const shot = (side: string) => join(out, `interact-${width}-${number + 1}-${side}.jpg`);
      // A fresh load for each target, unless the last one changed nothing on either side (it costs seconds a target).
      const last = driven[driven.length - 1];
      const reuse = last === undefined || (untouched(last.original) && untouched(last.enhanced));
      const [left, right] = await Promise.all([driveTarget(original, target, shot('original'), reuse), driveTarget(enhanced, target, shot('enhanced'), reuse)]);
      if (left.rest) learn(firstRest[0]!, left.rest);
      if (right.rest) learn(firstRest[1]!, right.rest);
      for (const key of [...(left.scrollDriven ?? []), ...(right.scrollDriven ?? [])]) restless.add(key);
      driven.push({ target, original: left.outcome, enhanced: right.outcome });
    }
    const findings: Finding[] = [];
    for (const one of driven) {
      const finding = compareOutcome(one, width, restless);
      if (finding) {
        findings.push(finding);
        for (const crop of [finding.crops!.original, finding.crops!.enhanced]) crop.screenshot = basename(crop.screenshot);
        continue;
      }
      for (const outcome of [one.original, one.enhanced]) if (outcome.screenshot) rmSync(outcome.screenshot, { force: true });
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const left = targets.length - driven.length;
    log(`  ${count(driven.length, 'interaction')} compared at ${width} px in ${seconds} s${left ? `, ${left} left undriven (${bounds})` : ''}: ${findings.length ? count(findings.length, 'different outcome') : 'the same outcomes'}`);
    return { findings, compared: driven.length, targets: targets.length, bounds };
  } finally {
    await Promise.all(sides.map((side) => side.open.close()));
  }
}
