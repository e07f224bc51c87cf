// What `check` reports for one page: read by the HTML report and the summary, written by cli/check.ts.
import type { Dequeued } from './enhanced-html';
import type { AtRestCount } from './page-view/at-rest';
import type { Finding } from './page-view/finding';
import type { EnhancerCount, SideResult } from './page-run';
import type { StepResult } from './parity';

export interface InteractionReport {
  enhancer: string;
  label: string;
  original: StepResult[];
  enhanced: StepResult[];
}

export interface CheckReport {
  target: string;
  checkedAt: string;
  families: string[];
  original: SideResult;
  enhanced: SideResult;
  /** Every enhancer of the families on the page: how many elements it found and mounted on. */
  enhancers: EnhancerCount[];
  dequeued: Dequeued[];
  interactions: InteractionReport[];
  /** Elements compared at rest, per width. */
  atRest: AtRestCount[];
  /** Every difference found by looking at the pages (at rest, interactions), with its width and crops; its line is also in `differences` or `intended`. */
  findings: Finding[];
  /** How much was compared, so that "no difference" says something. */
  compared: { interactions: number; bounds: string };
  /** What differs: the check fails on these. */
  differences: string[];
  /** What differs because the enhancers deliberately do otherwise (e.g. Escape closes a dialog), with why. */
  intended: string[];
}
