import { describeRequest, type SiteRequest } from '../site-requests';
import type { Box, Crop, Finding } from './finding';
import type { InteractionOutcome } from './interactive-outcome';
import { intendedWhy } from './interactive-intended';
import { kindOfKey, parentKey, type InteractiveTarget } from './interactive-targets';
import type { Change, PageChanges } from './page-changes';

export const INTERACTION_GROUP = 'an interaction has another outcome';

/** A target and what each side did with it. */
export interface DrivenTarget {
  target: InteractiveTarget;
  original: InteractionOutcome;
  enhanced: InteractionOutcome;
}

/** What the libraries the themes start put on the page, named as a person knows them. */
const KNOWN: Record<string, string> = {
  'mfp-wrap': 'Magnific\'s lightbox', 'mfp-bg': 'Magnific\'s backdrop', 'mejs-container': 'MediaElement\'s player', 'swiper-wrapper': 'Swiper\'s slides',
  'pp_pic_holder': 'prettyPhoto\'s lightbox', 'sub-menu': 'a sub-menu', 'popup_wrap': 'a popup',
};

const named = (kind: string) => {
  const known = Object.entries(KNOWN).find(([name]) => kind.endsWith(`.${name}`))?.[1];
  return known ? `${kind} (${known})` : kind;
};

const listOf = (changes: readonly Change[]) => {
  const names = [...new Set(changes.map((change) => named(change.name)))];
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
};

/** Drops what varies by itself: a change at a restless element or inside one (a moved element also over one). */
function quieted(changes: PageChanges, restless: ReadonlySet<string>): PageChanges {
  const inRestless = (key: string) => {
    for (let at = key; at; at = parentKey(at)) if (restless.has(at)) return true;
    return false;
  };
  const overRestless = (key: string) => [...restless].some((other) => other.startsWith(`${key}>`));
  return {
    appeared: changes.appeared.filter((change) => !inRestless(change.key)),
    disappeared: changes.disappeared.filter((change) => !inRestless(change.key)),
    moved: changes.moved.filter((change) => !inRestless(change.key) && !overRestless(change.key)),
  };
}

/** The changes whose name (`div.mfp-wrap`) is not among `names`, each of those used once. */
function withoutNames(changes: readonly Change[], names: readonly string[]): Change[] {
  const spare = [...names];
  return changes.filter((change) => {
    const at = spare.indexOf(change.name);
    if (at >= 0) spare.splice(at, 1);
    return at < 0;
  });
}

/** Viewport height the sides open at (open-side.ts): an element this tall across the page covers the screen. */
const SCREEN_HEIGHT = 850;
const covers = (box: Box, width: number) => box[0] <= 0 && box[2] >= width - 20 && box[3] >= SCREEN_HEIGHT;
/** The same place and size, or both over the whole screen (a backdrop: the page's height on one side, the viewport's on the other). */
const sameBox = (a: Box, b: Box, width: number) => a.every((value, index) => Math.abs(value - b[index]!) <= 8) || (covers(a, width) && covers(b, width));

/**
 * What each side shows that the other does not: matched by key, then by name where a script-set id or class parts
 * keys, then by place and size (a backdrop over the whole viewport is one, whatever the markup of each side).
 */
function unmatched(left: readonly Change[], right: readonly Change[], width: number): [Change[], Change[]] {
  const [leftKeys, rightKeys] = [new Set(left.map((change) => change.key)), new Set(right.map((change) => change.key))];
  const onlyLeft = left.filter((change) => !rightKeys.has(change.key));
  const onlyRight = right.filter((change) => !leftKeys.has(change.key));
  const names = (changes: readonly Change[]) => changes.map((change) => change.name);
  const [namedLeft, namedRight] = [withoutNames(onlyLeft, names(onlyRight)), withoutNames(onlyRight, names(onlyLeft))];
  return [
    namedLeft.filter((change) => !namedRight.some((other) => sameBox(change.box, other.box, width))),
    namedRight.filter((change) => !namedLeft.some((other) => sameBox(change.box, other.box, width))),
  ];
}

const shownOrHidden = (changes: PageChanges) => changes.appeared.length + changes.disappeared.length;

const requestShape = (request: SiteRequest) => `${request.method} ${request.path} ${request.fields.find(([name]) => name === 'action')?.[1] ?? ''}`;

/** Navigations compared without a trailing slash or a masked value's noise. */
const sameAddress = (a: string | undefined, b: string | undefined) => (a ?? '').replace(/\/(?=$|[?#])/, '') === (b ?? '').replace(/\/(?=$|[?#])/, '');

/** How an outcome reads in a line: `navigates to …`, `stays on the page and shows div.mfp-wrap`. */
export function describeOutcome(outcome: InteractionOutcome, changes: PageChanges = outcome.changes): string {
  if (outcome.failed) return `cannot be reached (${outcome.failed})`;
  if (outcome.navigation) return outcome.navigation.startsWith('a new window') ? `opens ${outcome.navigation}` : `navigates to ${outcome.navigation}`;
  const parts = [
    changes.appeared.length ? `shows ${listOf(changes.appeared)}` : '',
    changes.disappeared.length ? `hides ${listOf(changes.disappeared)}` : '',
    changes.moved.length ? `moves ${listOf(changes.moved)}` : '',
    outcome.hash ? `sets the address's hash to ${outcome.hash}` : '',
    outcome.scrolled ? 'scrolls' : '',
    outcome.requests.length ? `sends ${outcome.requests.map(describeRequest).join(', ')}` : '',
    outcome.errors.length ? `logs ${outcome.errors.join('; ')}` : '',
  ].filter(Boolean);
  return parts.length ? `stays on the page and ${parts.join(', ')}` : 'stays on the page and nothing changes';
}

const VERB: Record<InteractiveTarget['action'], string> = { click: 'click', hover: 'hover', focus: 'focus', type: 'type "a" and Enter in' };

/** The crop of one side: its screenshot after the action, the first element that changed (or the target) outlined. */
function cropOf(outcome: InteractionOutcome, changes: PageChanges, only: readonly Change[], target: InteractiveTarget): Crop {
  const box: Box | undefined = (only[0] ?? changes.appeared[0] ?? changes.disappeared[0] ?? changes.moved[0])?.box ?? outcome.targetBox ?? target.box;
  const inViewport = box && ([box[0], box[1] - outcome.scrollY, box[2], box[3]] as Box);
  return { screenshot: outcome.screenshot ?? '', ...(inViewport && { box: inViewport }) };
}

/**
 * One target's outcomes compared: nothing when both sides did the same, else one finding that says what each did.
 * `restless` holds the keys that change with no action (timers, autoplay, countdowns); their changes do not count.
 */
export function compareOutcome({ target, original, enhanced }: DrivenTarget, width: number, restless: ReadonlySet<string> = new Set()): Finding | undefined {
  if (original.failed && enhanced.failed) return undefined;
  const [left, right] = [quieted(original.changes, restless), quieted(enhanced.changes, restless)];
  const [appearedLeft, appearedRight] = unmatched(left.appeared, right.appeared, width);
  const [hiddenLeft, hiddenRight] = unmatched(left.disappeared, right.disappeared, width);
  const [movedLeft, movedRight] = unmatched(left.moved, right.moved, width);
  const newErrors = enhanced.errors.filter((line) => !original.errors.includes(line));
  const differs =
    Boolean(original.failed) !== Boolean(enhanced.failed) ||
    !sameAddress(original.navigation, enhanced.navigation) ||
    // Where both leave the page, what the page did on the way out does not matter.
    (!original.navigation && !enhanced.navigation && (
      original.hash !== enhanced.hash || original.scrolled !== enhanced.scrolled ||
      appearedLeft.length + appearedRight.length + hiddenLeft.length + hiddenRight.length > 0 ||
      // What moves because something showed or hid is its consequence, and varies by a few pixels between loads:
      // movement counts where it is all the action does (a slider's arrow).
      (shownOrHidden(left) + shownOrHidden(right) === 0 && movedLeft.length + movedRight.length > 0)
    )) ||
    original.requests.map(requestShape).join('\n') !== enhanced.requests.map(requestShape).join('\n') ||
    newErrors.length > 0;
  if (!differs) return undefined;
  const line = `at ${width} px: ${VERB[target.action]} ${target.label}: the original ${describeOutcome(original, left)}; the enhanced page ${describeOutcome(enhanced, right)}`;
  const why = intendedWhy(target, original, enhanced);
  return {
    group: INTERACTION_GROUP,
    width,
    line,
    ...(why && { intended: why }),
    crops: {
      original: cropOf(original, left, [...appearedLeft, ...hiddenLeft, ...movedLeft], target),
      enhanced: cropOf(enhanced, right, [...appearedRight, ...hiddenRight, ...movedRight], target),
    },
  };
}
