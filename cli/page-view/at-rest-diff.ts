import { alignKeys } from './at-rest-align';
import { classRelevance } from './class-relevance';
import { intendedAtRest } from './at-rest-intended';
import { sameTextButNumbers, varyingClass, varyingElement } from './at-rest-noise';
import { layoutDifferences } from './at-rest-layout';
import { IndexedSide, type SideView } from './at-rest-side';
import type { Finding } from './finding';
import { ancestorKeys, hasAncestorIn, isInside, topMost } from './key-tree';

export type { SideView } from './at-rest-side';

/** The report's headings, in the order it shows them. */
export const AT_REST_GROUPS = {
  hidden: 'Visible in the original, hidden in the enhanced page',
  shown: 'Hidden in the original, visible in the enhanced page',
  made: "Made by the original's scripts, missing in the enhanced page",
  removed: 'In the original, missing in the enhanced page',
  extra: 'Only in the enhanced page, visible',
  text: 'Text differs',
  classMissing: "Classes the original's scripts set, missing in the enhanced page",
  classMarker: "Classes the original's scripts set, missing in the enhanced page, that no stylesheet names",
  classKept: "Classes the original's scripts removed, still in the enhanced page",
  classExtra: "Classes only the enhanced page's scripts set",
  layout: 'Size or position differs',
} as const;

/** Lines per group: one difference upstream must not bury the rest. */
export const LINES_PER_GROUP = 10;

const NAMES_PER_LINE = 3;

/** Why a missing class no stylesheet names is listed, not counted: other scripts may still look for it. */
const MARKER_WHY = 'no stylesheet on the page names it, so a visitor sees nothing of it; listed for scripts that look for it';

/** `li#menu-item-21`, `a.sf-with-ul:0` without the place among siblings: the kind of element. */
const lastSegment = (key: string) => key.slice(key.lastIndexOf('>') + 1).replace(/:\d+$/, '');

/** Keeps the first lines of each group, and says how many more there were. */
function capGroups(findings: Finding[], width: number): Finding[] {
  const byGroup = new Map<string, Finding[]>();
  // Intended ones apart: they are not counted, and neither is a line saying how many more of them there were.
  const slot = (finding: Finding) => `${finding.group}\n${finding.intended ?? ''}`;
  for (const finding of findings) byGroup.set(slot(finding), [...(byGroup.get(slot(finding)) ?? []), finding]);
  return [...byGroup.values()].flatMap((list) => {
    if (list.length <= LINES_PER_GROUP) return list;
    const { group, intended } = list[0]!;
    return [...list.slice(0, LINES_PER_GROUP), { group, width, line: `at ${width} px: ${group.toLowerCase()}: …and ${list.length - LINES_PER_GROUP} more`, ...(intended && { intended }) }];
  });
}

/**
 * What a visitor would see differ between the two sides at rest, at one width, one line per difference: the
 * top-most element of each (what is inside it differs the same way), classes one line per class name, sizes and
 * places relative to the parent. What varies between two loads of the same page (at-rest-noise.ts) is left out.
 */
export function compareAtRest(originalView: SideView, enhancedView: SideView, width: number): Finding[] {
  const original = new IndexedSide(originalView);
  const enhanced = new IndexedSide(alignKeys(originalView, enhancedView));
  const at = `at ${width} px:`;
  const findings: Finding[] = [];
  const add = (group: string, line: string, key: string, listedWhy?: string) => {
    const intended = listedWhy ?? intendedAtRest(group, enhanced.byKey.get(key) ?? original.byKey.get(key), originalView.elements);
    findings.push({ group, width, line: `${at} ${line}`, ...(intended && { intended }), crops: { original: original.crop(key), enhanced: enhanced.crop(key) } });
  };

  const varying = new Set(originalView.elements.filter(varyingElement).map((element) => element.key));
  const looksComparable = (key: string) => !varying.has(key) && !hasAncestorIn(key, varying);

  // Present on one side only.
  const onlyOriginal = topMost(originalView.elements.filter((element) => !enhanced.byKey.has(element.key)).map((element) => element.key));
  // Hidden at rest, what holds links or buttons is still what a visitor opens (a menu's copy for phones), unless
  // the enhanced page has it elsewhere (a menu item's id is in the menu and in its copy).
  const lastSegments = new Set(enhanced.view.elements.map((element) => lastSegment(element.key)));
  const opensLater = (key: string) => original.holdsInteractive(key) && !lastSegments.has(lastSegment(key));
  for (const key of onlyOriginal.filter((key) => original.showsAnything(key) || opensLater(key))) {
    const made = !original.serverClasses.has(key);
    const shows = original.showsAnything(key) ? '' : ' (hidden until opened)';
    add(made ? AT_REST_GROUPS.made : AT_REST_GROUPS.removed, `${made ? "made by the original's scripts" : 'in the original'}, missing in the enhanced page${shows}: ${original.describe(key)}`, key);
  }
  const onlyEnhanced = topMost(enhanced.view.elements.filter((element) => !original.byKey.has(element.key)).map((element) => element.key));
  for (const key of onlyEnhanced.filter((key) => enhanced.showsAnything(key))) add(AT_REST_GROUPS.extra, `only in the enhanced page, visible: ${enhanced.describe(key)}`, key);

  // Visible on one side only.
  const both = originalView.elements.filter((element) => enhanced.byKey.has(element.key) && looksComparable(element.key));
  // A container that collapsed because what it held is missing is said by that: not as hidden too.
  const collapsedFor = (side: IndexedSide, missing: readonly string[]) => (key: string) => {
    const box = side.byKey.get(key)!.box;
    return (box[2] < 1 || box[3] < 1) && missing.some((inside) => isInside(inside, key));
  };
  const collapsedHere = collapsedFor(enhanced, onlyOriginal);
  const collapsedThere = collapsedFor(original, onlyEnhanced);
  const hidden = topMost(both.filter((element) => element.visible && !enhanced.byKey.get(element.key)!.visible && !collapsedHere(element.key)).map((element) => element.key));
  const shown = topMost(both.filter((element) => !element.visible && enhanced.byKey.get(element.key)!.visible && !collapsedThere(element.key)).map((element) => element.key));
  // What varies inside (a slider's current slide) is not compared one by one, but whether it shows anything is.
  for (const key of [...varying].filter((key) => enhanced.byKey.has(key) && !hasAncestorIn(key, varying))) {
    const [before, after] = [original.showsAnything(key), enhanced.showsAnything(key)];
    if (before !== after && !hasAncestorIn(key, new Set([...hidden, ...shown]))) (before ? hidden : shown).push(key);
  }
  for (const key of hidden) add(AT_REST_GROUPS.hidden, `visible in the original, hidden in the enhanced page: ${original.describe(key)}`, key);
  for (const key of shown) add(AT_REST_GROUPS.shown, `hidden in the original, visible in the enhanced page: ${enhanced.describe(key)}`, key);

  // Text a visitor reads, where it differs in the element itself (not only in what it holds).
  const textOf = (label: string) => / "(.*)"$/.exec(label)?.[1] ?? '';
  const seenBoth = both.filter((element) => element.visible && enhanced.byKey.get(element.key)!.visible);
  // Text is compared on every element on both sides (a hidden one's text is in its container's), named where seen.
  const textChanged = both.filter((element) => !sameTextButNumbers(textOf(element.label), textOf(enhanced.byKey.get(element.key)!.label))).map((element) => element.key);
  // A container's text also changes when something inside it is missing, extra, or shown on one side only.
  const holdsChangedText = new Set([...textChanged, ...onlyOriginal, ...onlyEnhanced, ...hidden, ...shown].flatMap((key) => ancestorKeys(key)));
  const seen = new Set(seenBoth.map((element) => element.key));
  for (const key of textChanged.filter((key) => seen.has(key) && !holdsChangedText.has(key))) {
    add(AT_REST_GROUPS.text, `text differs: ${original.byKey.get(key)!.label}; enhanced "${textOf(enhanced.byKey.get(key)!.label)}"`, key);
  }

  // Classes, one line per class name, on what a visitor sees (a closed sub-menu's animation classes are not
  // what shows; what opening it shows is the interactions' to compare).
  const classLines = new Map<string, { group: string; text: string; keys: string[] }>();
  const note = (group: string, text: string, key: string) => {
    const entry = classLines.get(`${group}\n${text}`) ?? { group, text, keys: [] };
    entry.keys.push(key);
    classLines.set(`${group}\n${text}`, entry);
  };
  const sheets = originalView.selectors && enhancedView.selectors !== null ? [...originalView.selectors, ...(enhancedView.selectors ?? [])] : null;
  const matters = classRelevance(sheets);
  for (const element of originalView.elements) {
    const other = enhanced.byKey.get(element.key);
    if (!other || (!element.visible && !other.visible)) continue;
    const served = new Set(original.serverClasses.get(element.key) ?? []);
    const servedEnhanced = new Set(enhanced.serverClasses.get(element.key) ?? []);
    const mine = new Set(element.classes);
    const theirs = new Set(other.classes);
    for (const name of element.classes.filter((name) => !served.has(name) && !theirs.has(name) && !varyingClass(name))) {
      const group = matters(element.classes, name) ? AT_REST_GROUPS.classMissing : AT_REST_GROUPS.classMarker;
      note(group, `class "${name}" (set by the original's scripts) missing in the enhanced page`, element.key);
    }
    for (const name of [...served].filter((name) => !mine.has(name) && theirs.has(name) && !varyingClass(name) && matters(other.classes, name))) {
      note(AT_REST_GROUPS.classKept, `class "${name}" (removed by the original's scripts) still in the enhanced page`, element.key);
    }
    for (const name of other.classes.filter((name) => !servedEnhanced.has(name) && !mine.has(name) && !varyingClass(name) && matters(other.classes, name))) {
      note(AT_REST_GROUPS.classExtra, `class "${name}" set in the enhanced page only`, element.key);
    }
  }
  for (const { group, text, keys } of classLines.values()) {
    const names = keys.slice(0, NAMES_PER_LINE).map((key) => original.byKey.get(key)!.label);
    const more = keys.length > NAMES_PER_LINE ? `, …and ${keys.length - NAMES_PER_LINE} more` : '';
    add(group, `${text} on ${keys.length} element${keys.length === 1 ? '' : 's'}: ${names.join('; ')}${more}`, keys[0]!, group === AT_REST_GROUPS.classMarker ? MARKER_WHY : undefined);
  }

  // Size and place, where both sides show the element and nothing above already differs.
  const explained = new Set([...onlyOriginal, ...onlyEnhanced, ...hidden, ...shown]);
  for (const { key, text } of layoutDifferences(original, enhanced, seenBoth.map((element) => element.key), explained)) {
    add(AT_REST_GROUPS.layout, `${original.byKey.get(key)!.label}: ${text}`, key);
  }

  const order = Object.values(AT_REST_GROUPS) as string[];
  return capGroups(findings.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group)), width);
}
