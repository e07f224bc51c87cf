import type { Browser, Locator, Page } from 'playwright-core';
import type { Interaction, Step } from './interactions';
import { openSide, type SideSetup } from './open-side';
import { defectShown } from './original-defects';
import { describeRequest, type SiteRequest } from './site-requests';

/** What one side showed and sent after one step. */
export interface StepResult {
  step: string;
  /** Why the enhancers deliberately differ after this step, if they do. */
  intended?: string;
  requests: SiteRequest[];
  /** Visible text of each visible element the interaction watches, whitespace collapsed. */
  text: string[];
  /** The page's address after the step, relative to the page checked (`` when it stayed, else path, query and hash). */
  address?: string;
  /** Height in whole pixels of each visible element the interaction measures. */
  heights?: number[];
  screenshot: string;
  /** Page errors (uncaught) and console errors during the step. */
  errors: string[];
  /** The step could not be taken (its target missing or hidden). */
  failed?: string;
}

export const describeStep = (step: Step): string =>
  'click' in step ? `click ${step.click}`
    : 'choose' in step ? `choose option ${step.index + 1} in ${step.choose}`
      : 'fill' in step ? `fill ${step.fill}`
        : 'accept' in step ? `accept the terms in ${step.accept}`
        : 'scroll' in step ? `scroll to ${step.scroll} px`
          : `press ${step.press}${step.on ? ` on ${step.on}` : ''}`;

/** What a visitor types into a field of each kind; required boxes (consent, acceptance) are ticked. */
const SAMPLE: Record<string, string> = {
  email: 'visitor@example.com', url: 'https://example.com/', tel: '+1 555 0100', number: '1', password: 'Test-password-1', text: 'Test Visitor', search: 'test',
};

/** Key by key, as a visitor types: the originals listen to keyup, which a plain fill never sends. */
async function typeLikeAVisitor(field: Locator, text: string, timeoutMs: number): Promise<void> {
  await field.fill('', { timeout: timeoutMs });
  await field.pressSequentially(text, { timeout: timeoutMs });
}

/**
 * A form's acceptance and privacy boxes, what keeps its submit disabled: CF7's acceptance, the GDPR plugin's box,
 * the themes' privacy box (contract theme.md: `i_agree_privacy_policy`, `gdpr_terms`).
 */
const TERMS = ['.wpcf7-acceptance input', 'input[name^="wpgdprc"]', 'input[name="i_agree_privacy_policy"]', 'input[name="gdpr_terms"]']
  .map((box) => `${box}[type=checkbox]`)
  .join(', ');

/**
 * Ticks a box as a visitor does: on its label where the theme hides the box itself and draws its own
 * (Kidsplanet's CF7 acceptance). A real click either way: a script's click is not a visitor's first input.
 */
async function tick(box: Locator, timeoutMs: number): Promise<void> {
  if (await box.isChecked()) return;
  if (await box.isVisible()) {
    await box.check({ timeout: timeoutMs });
    return;
  }
  const label = (await box.evaluateHandle((element) => element.closest('label') ?? (element.id ? element.ownerDocument.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null))).asElement();
  if (!label) throw new Error('a hidden box without a label: a visitor cannot tick it');
  await label.click({ timeout: timeoutMs });
}

async function visibleForm(page: Page, form: string, timeoutMs: number): Promise<Locator> {
  const root = page.locator(form).filter({ visible: true }).first();
  await root.waitFor({ timeout: timeoutMs });
  return root;
}

async function acceptTerms(page: Page, form: string, timeoutMs: number): Promise<void> {
  const root = await visibleForm(page, form, timeoutMs);
  for (const box of await root.locator(TERMS).all()) await tick(box, timeoutMs);
}

async function fillForm(page: Page, form: string, timeoutMs: number): Promise<void> {
  const root = await visibleForm(page, form, timeoutMs);
  for (const box of await root.locator(TERMS).all()) await tick(box, timeoutMs);
  for (const field of await root.locator('input, textarea').filter({ visible: true }).all()) {
    const type = ((await field.getAttribute('type')) ?? 'text').toLowerCase();
    const name = (await field.getAttribute('name')) ?? '';
    if (type === 'checkbox') await tick(field, timeoutMs);
    else if (await field.evaluate((element) => element.tagName === 'TEXTAREA')) await typeLikeAVisitor(field, 'A test message from wp-enhance check.', timeoutMs);
    else if (type in SAMPLE) await typeLikeAVisitor(field, /mail/i.test(name) ? SAMPLE.email! : SAMPLE[type]!, timeoutMs);
  }
}

async function take(page: Page, step: Step, timeoutMs: number): Promise<void> {
  const first = (selector: string) => page.locator(selector).filter({ visible: true }).first();
  if ('fill' in step) await fillForm(page, step.fill, timeoutMs);
  else if ('accept' in step) await acceptTerms(page, step.accept, timeoutMs);
  else if ('scroll' in step) await page.evaluate((top) => window.scrollTo(0, top), step.scroll);
  else if ('click' in step) await first(step.click).click({ timeout: timeoutMs });
  else if ('choose' in step) {
    await first(step.choose).focus({ timeout: timeoutMs });
    await first(step.choose).selectOption({ index: step.index }, { timeout: timeoutMs });
  } else if (step.on) await first(step.on).press(step.press, { timeout: timeoutMs });
  else await page.keyboard.press(step.press);
}

const heightsOf = (page: Page, measure: string) =>
  page.$$eval(measure, (elements) => elements.filter((element) => (element as HTMLElement).checkVisibility()).map((element) => Math.round(element.getBoundingClientRect().height)));

/** Where the step left the visitor, as the report shows it: nothing when still on the page checked. */
const addressAfter = (page: Page, checked: string) => {
  const [now, start] = [new URL(page.url()), new URL(checked)];
  if (now.href === start.href) return '';
  return now.origin === start.origin ? `${now.pathname}${now.search}${now.hash}` : now.href;
};

const visibleText = (page: Page, watch: string) =>
  page.$$eval(watch, (elements) =>
    elements.filter((element) => (element as HTMLElement).checkVisibility()).map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

/** Drives one interaction on a freshly opened page; a snapshot after each step. */
export async function runInteraction(browser: Browser, setup: SideSetup, interaction: Interaction, screenshotPath: (step: number) => string): Promise<StepResult[]> {
  const side = await openSide(browser, setup);
  const results: StepResult[] = [];
  try {
    for (const [index, step] of interaction.steps.entries()) {
      const before = side.requests.length;
      const [pageErrorsBefore, consoleErrorsBefore] = [side.pageErrors.length, side.consoleErrors.length];
      let failed: string | undefined;
      try {
        await take(side.page, step, Math.min(setup.timeoutMs, 5000));
      } catch (error) {
        failed = (error as Error).message.split('\n')[0];
      }
      await side.quiet();
      const screenshot = screenshotPath(index);
      await side.page.screenshot({ path: screenshot });
      const errors = [...side.pageErrors.slice(pageErrorsBefore).map((line) => `page error: ${line}`), ...side.consoleErrors.slice(consoleErrorsBefore).map((line) => `console error: ${line}`)];
      results.push({
        step: describeStep(step), ...(step.intended && { intended: step.intended }), requests: side.requests.slice(before),
        text: await visibleText(side.page, interaction.watch), address: addressAfter(side.page, setup.url),
        ...(interaction.measure && { heights: await heightsOf(side.page, interaction.measure) }), screenshot, errors, ...(failed && { failed }),
      });
      if (failed) break;
    }
    return results;
  } finally {
    await side.close();
  }
}

/** Rounding: jQuery's fractional heights against whole pixels. */
const HEIGHT_TOLERANCE = 1;

const quote = (text: string | undefined) => (text === undefined ? 'nothing' : `"${text.length > 160 ? `${text.slice(0, 157)}…` : text}"`);

/** Where two texts part, with a little of what comes before: long texts differ somewhere in the middle. */
function firstDifference(left: string, right: string): [string, string] {
  let start = 0;
  while (start < left.length && left[start] === right[start]) start += 1;
  const from = Math.max(0, start - 40);
  const cut = (text: string) => `${from > 0 ? '…' : ''}${text.slice(from, from + 120)}${text.length > from + 120 ? '…' : ''}`;
  return [cut(left), cut(right)];
}

/** What differs after one step, one line each: a request, a field name, a field value, an error, a text. */
function stepDifferences(at: string, left: StepResult | undefined, right: StepResult | undefined): string[] {
  if (!left || !right || left.failed !== right.failed) {
    return [`${at}: the step ${left?.failed ? `failed on the original side (${left.failed})` : right?.failed ? `failed with the enhancers (${right.failed})` : 'ran on one side only'}`];
  }
  const differences: string[] = [];
  for (let request = 0; request < Math.max(left.requests.length, right.requests.length); request += 1) {
    const [a, b] = [left.requests[request], right.requests[request]];
    const name = `request ${request + 1}`;
    if (!a || !b || a.method !== b.method || a.path !== b.path || action(a) !== action(b)) {
      differences.push(`${at}: ${name} differs: original ${a ? describeRequest(a) : 'sent nothing'}; enhanced ${b ? describeRequest(b) : 'sent nothing'}`);
      continue;
    }
    const [namesA, namesB] = [a.fields.map(([field]) => field), b.fields.map(([field]) => field)];
    if (namesA.join('&') !== namesB.join('&')) {
      differences.push(`${at}: ${name} (${action(a)}) field names differ: original ${namesA.join(', ')}; enhanced ${namesB.join(', ')}`);
      continue;
    }
    a.fields.forEach(([field, value], position) => {
      const other = b.fields[position]![1];
      if (value !== other) differences.push(`${at}: ${name} (${action(a)}) field ${field} differs: original ${quote(value)}; enhanced ${quote(other)}`);
    });
  }
  if ((left.address ?? '') !== (right.address ?? '')) {
    differences.push(`${at}: the visitor ${left.address ? `goes to ${left.address}` : 'stays on the page'} in the original; ${right.address ? `goes to ${right.address}` : 'stays on the page'} with the enhancers`);
  }
  const [heightsA, heightsB] = [left.heights ?? [], right.heights ?? []];
  if (heightsA.length !== heightsB.length || heightsA.some((height, index) => Math.abs(height - heightsB[index]!) > HEIGHT_TOLERANCE)) {
    const shown = (heights: number[]) => (heights.length ? `${heights.join(', ')} px` : 'none shown');
    differences.push(`${at}: heights differ: original ${shown(heightsA)}; enhanced ${shown(heightsB)}`);
  }
  for (const error of new Set(right.errors.filter((line) => !left.errors.includes(line)))) differences.push(`${at}: ${error} with the enhancers only`);
  for (let element = 0; element < Math.max(left.text.length, right.text.length); element += 1) {
    const [a, b] = [left.text[element], right.text[element]];
    if (a === b) continue;
    const [shownA, shownB] = a !== undefined && b !== undefined ? firstDifference(a, b) : [a, b];
    differences.push(`${at}: visible text differs: original ${quote(shownA)}; enhanced ${quote(shownB)}`);
  }
  return differences;
}

/**
 * Every difference between the sides' steps; those after a step where the enhancers deliberately do otherwise
 * (`intended`) are listed apart, with why.
 */
export function compareSteps(where: string, original: readonly StepResult[], enhanced: readonly StepResult[]): { differences: string[]; intended: string[] } {
  const differences: string[] = [];
  const intended: string[] = [];
  for (let index = 0; index < Math.max(original.length, enhanced.length); index += 1) {
    const [left, right] = [original[index], enhanced[index]];
    for (const line of stepDifferences(`${where}, after "${(left ?? right)!.step}"`, left, right)) {
      const why = (left ?? right)!.intended ?? defectShown(line);
      if (why) intended.push(`${line} (intended: ${why})`);
      else differences.push(line);
    }
  }
  return { differences, intended };
}

const action = (request: SiteRequest) => request.fields.find(([field]) => field === 'action')?.[1] ?? '';
