import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AT_REST_GROUPS, compareAtRest, LINES_PER_GROUP, type SideView } from '../../cli/page-view/at-rest-diff';
import { classRelevance } from '../../cli/page-view/class-relevance';
import type { ElementRecord } from '../../cli/page-view/element-record';

// The comparison at rest on small made-up snapshots: what a visitor would see differ, one line per difference.
type Box = ElementRecord['box'];
type Spec = [key: string, box: Box, extra?: { classes?: string[]; visible?: boolean }];

const record = ([key, box, extra = {}]: Spec): ElementRecord => {
  const last = key.split('>').pop()!;
  const tag = /^[a-z0-9]+/.exec(last)![0];
  const classes = extra.classes ?? (/\.([\w-]+)/.exec(last)?.[1] ? [/\.([\w-]+)/.exec(last)![1]!] : []);
  return { key, tag, classes, label: `${tag}${classes.map((name) => `.${name}`).join('')}`, visible: extra.visible ?? true, box };
};

/** A side: its live elements, and the server's (the keys and classes of `server`, or of the live ones when omitted). */
const side = (specs: Spec[], server?: Spec[], screenshot = 'side.jpg'): SideView => ({
  elements: specs.map(record),
  server: (server ?? specs).map(record).map(({ key, classes }) => ({ key, classes })),
  screenshot,
});

const PAGE: Spec[] = [
  ['div#page', [0, 0, 1280, 2000]],
  ['div#page>nav.menu:0', [0, 0, 1280, 60]],
  ['div#page>nav.menu:0>a:0', [0, 0, 100, 60]],
  ['div#page>nav.menu:0>a:1', [100, 0, 100, 60]],
  ['div#page>main:0', [0, 60, 1280, 1000]],
  ['div#page>main:0>p:0', [0, 60, 1280, 40]],
];

const lines = (original: SideView, enhanced: SideView, width = 1280) => compareAtRest(original, enhanced, width).map((finding) => finding.line);

test('nothing changed: no difference', () => {
  assert.equal(lines(side(PAGE), side(PAGE)), []);
});

test('an element hidden on one side only: one line for it, not one per element inside; its crops on both sides', () => {
  const hidden = PAGE.map(([key, box, extra]): Spec => [key, box, { ...extra, visible: !key.startsWith('div#page>nav.menu:0') }]);
  const findings = compareAtRest(side(PAGE, undefined, 'o.jpg'), side(hidden, undefined, 'e.jpg'), 600);
  assert.equal(findings.map((finding) => finding.line), ['at 600 px: visible in the original, hidden in the enhanced page: nav.menu (and 2 inside)']);
  assert.is(findings[0]!.group, AT_REST_GROUPS.hidden);
  assert.is(findings[0]!.width, 600);
  assert.equal(findings[0]!.crops, { original: { screenshot: 'o.jpg', box: [0, 0, 1280, 60] }, enhanced: { screenshot: 'e.jpg', box: [0, 0, 1280, 60] } });
  assert.equal(lines(side(hidden), side(PAGE)), ['at 1280 px: hidden in the original, visible in the enhanced page: nav.menu (and 2 inside)']);
});

test("a player the original's scripts made, missing in the enhanced page: named once, its place outlined by its container", () => {
  const player: Spec[] = [...PAGE, ['div#page>main:0>div.mejs-container:0', [0, 100, 600, 40]], ['div#page>main:0>div.mejs-container:0>button:0', [0, 100, 40, 40]]];
  const findings = compareAtRest(side(player, PAGE), side(PAGE), 1280);
  assert.equal(findings.map((finding) => finding.line), ["at 1280 px: made by the original's scripts, missing in the enhanced page: div.mejs-container (and 1 inside)"]);
  assert.equal(findings[0]!.crops!.enhanced, { screenshot: 'side.jpg', box: [0, 60, 1280, 1000], ofAncestor: true });
  // What only the enhanced page has counts when a visitor sees it.
  const invisible: Spec[] = [...PAGE, ['div#page>div.live-region:0', [0, 0, 0, 0], { visible: false }]];
  assert.equal(lines(side(PAGE), side(invisible, PAGE)), []);
  assert.equal(lines(side(PAGE), side(player, PAGE)), ['at 1280 px: only in the enhanced page, visible: div.mejs-container (and 1 inside)']);
});

test("a class the original's scripts set, missing in the enhanced page: one line per class, with how many elements", () => {
  const served: Spec[] = PAGE;
  const scripted = PAGE.map(([key, box]): Spec => [key, box, { classes: key.endsWith('>a:0') || key.endsWith('>a:1') ? ['sf-with-ul'] : record([key, box]).classes }]);
  // The links had no class: the script's class renames them (keys take the first class); they are still matched.
  assert.equal(lines(side(scripted, served), side(served)), ['at 1280 px: class "sf-with-ul" (set by the original\'s scripts) missing in the enhanced page on 2 elements: a.sf-with-ul; a.sf-with-ul']);
  assert.equal(lines(side(served), side(scripted, served)), ['at 1280 px: class "sf-with-ul" set in the enhanced page only on 2 elements: a; a']);
});

test('a class matters where a stylesheet rule could apply it: with the compound\'s other classes, or by part of its name', () => {
  const matters = classRelevance(['.sc_slider_swiper.inited .slides', 'input:not([class*="sc_button_hover_"]):hover', 'ul > li.sfHover > a']);
  assert.ok(matters(['sc_slider_swiper', 'inited'], 'inited'));
  assert.not.ok(matters(['search_wrap', 'inited'], 'inited'), 'a marker for scripts on a search box');
  assert.ok(matters(['submit_button', 'sc_button_hover_fade'], 'sc_button_hover_fade'));
  assert.ok(matters(['menu-item', 'sfHover'], 'sfHover'));
  assert.not.ok(matters(['x', 'fadeOutDown'], 'fadeOutDown'));
  assert.ok(classRelevance(null)(['x'], 'anything'), 'a sheet that could not be read: every class counts');
  const served = side(PAGE);
  const scripted = side(PAGE.map(([key, box]): Spec => [key, box, { classes: key === 'div#page>main:0' ? ['inited'] : record([key, box]).classes }]), PAGE);
  const unnamed = compareAtRest({ ...scripted, selectors: ['.sc_slider_swiper.inited'] }, { ...served, selectors: [] }, 1280);
  assert.equal(unnamed.map(({ line, intended }) => [line, intended]), [
    ['at 1280 px: class "inited" (set by the original\'s scripts) missing in the enhanced page on 1 element: main.inited', 'no stylesheet on the page names it, so a visitor sees nothing of it; listed for scripts that look for it'],
  ], 'a marker for scripts is listed apart, not counted');
  assert.equal(unnamed[0]!.group, AT_REST_GROUPS.classMarker);
  const named = compareAtRest({ ...scripted, selectors: ['.inited'] }, { ...served, selectors: [] }, 1280);
  assert.equal(named.map(({ group, intended }) => [group, intended]), [[AT_REST_GROUPS.classMissing, undefined]]);
});

test('what varies between two loads is left out: lazy loaders, long random numbers, a slider track', () => {
  const original: Spec[] = [...PAGE, ['div#page>main:0>img.lazyloaded:0', [0, 100, 100, 100]], ['div#page>main:0>div.swiper-wrapper:0', [0, 200, 1280, 300]],
    ['div#page>main:0>div.swiper-wrapper:0>div.slide:0', [0, 200, 1280, 300], { visible: true }], ['div#page>main:0>div.swiper-wrapper:0>div.slide:1', [1280, 200, 1280, 300], { visible: false }]];
  const enhanced = original.map(([key, box, extra]): Spec => [key, key.endsWith('slide:0') ? [-1280, 200, 1280, 300] : box,
    { ...extra, classes: key.includes('img') ? ['lazyload', 'sc_slider_458246001'] : record([key, box]).classes, visible: key.endsWith('slide:0') ? false : key.endsWith('slide:1') ? true : extra?.visible }]);
  assert.equal(lines(side(original, PAGE.concat(original.slice(-4).map(([key, box]): Spec => [key, box]))), side(enhanced, PAGE.concat(original.slice(-4).map(([key, box]): Spec => [key, box])))), []);
  // A slider that shows nothing any more is found.
  const empty = enhanced.map(([key, box, extra]): Spec => [key, box, { ...extra, visible: key.includes('swiper-wrapper') ? false : extra?.visible }]);
  assert.equal(lines(side(original), side(empty, original)), ['at 1280 px: visible in the original, hidden in the enhanced page: div.swiper-wrapper (and 2 inside)']);
});

test("the theme's message popup, placed where the view was when it opened, is not compared by place", () => {
  const popup = (top: number): Spec[] => [...PAGE, ['div.themerex_message:0', [400, top, 480, 120], { classes: ['themerex_message', 'themerex_message_warning'] }]];
  assert.equal(lines(side(popup(1200), PAGE), side(popup(1029), PAGE)), []);
});

test('a cascade collapses: a narrower column narrows what it holds; a taller block moves what follows; one line each', () => {
  const column: Spec[] = [['div#page', [0, 0, 1280, 2000]], ['div#page>main:0', [0, 0, 1280, 1000]]];
  const original: Spec[] = [...column, ...Array.from({ length: 30 }, (_, n): Spec => [`div#page>main:0>p:${n}`, [0, n * 30, 1280, 30]]), ['div#page>footer:0', [0, 1000, 1280, 100]]];
  const narrower = original.map(([key, box]): Spec => [key, key === 'div#page' ? box : [box[0], box[1], 900, box[3]]]);
  assert.equal(lines(side(original), side(narrower)), ['at 1280 px: main: width 1280 → 900 px', 'at 1280 px: footer: width 1280 → 900 px']);
  const taller = original.map(([key, box]): Spec => {
    if (key.endsWith('p:0')) return [key, [0, 0, 1280, 130]];
    if (key.includes('>p:')) return [key, [0, box[1] + 100, 1280, 30]];
    if (key === 'div#page>main:0') return [key, [0, 0, 1280, 1100]];
    if (key.includes('footer')) return [key, [0, 1100, 1280, 100]];
    return [key, box];
  });
  assert.equal(lines(side(original), side(taller)), ['at 1280 px: p: height 30 → 130 px']);
});

test('text a visitor reads: named where it differs itself, not in each container; numbers that count loads are not', () => {
  const labelled = (specs: Spec[], texts: Record<string, string>) => side(specs).elements.map((element) => ({ ...element, label: texts[element.key] ? `${element.label} "${texts[element.key]}"` : element.label }));
  const original = { ...side(PAGE), elements: labelled(PAGE, { 'div#page>nav.menu:0': 'Theme shortcodes Home', 'div#page>nav.menu:0>a:0': 'Theme shortcodes', 'div#page>main:0>p:0': '42 views' }) };
  const enhanced = { ...side(PAGE), elements: labelled(PAGE, { 'div#page>nav.menu:0': 'Select menu item Home', 'div#page>nav.menu:0>a:0': 'Select menu item', 'div#page>main:0>p:0': '43 views' }) };
  assert.equal(lines(original, enhanced), ['at 1280 px: text differs: a "Theme shortcodes"; enhanced "Select menu item"']);
});

test('a copy of the menu the original made for phones, hidden until opened, is missing: named, since a visitor opens it', () => {
  const copy: Spec[] = [...PAGE, ['div#page>ul.menu_responsive:0', [0, 0, 0, 0], { visible: false }], ['div#page>ul.menu_responsive:0>li:0', [0, 0, 0, 0], { visible: false }]];
  const original = side(copy, PAGE);
  original.elements.push({ ...record(['div#page>ul.menu_responsive:0>li:0>a:0', [0, 0, 0, 0], { visible: false }]), interactive: 'link', href: '/' });
  assert.equal(lines(original, side(PAGE), 600), ["at 600 px: made by the original's scripts, missing in the enhanced page (hidden until opened): ul.menu_responsive (and 2 inside)"]);
});

test(`at most ${LINES_PER_GROUP} lines per group, then how many more`, () => {
  const grid: Spec[] = [['div#page', [0, 0, 1280, 2000]], ...Array.from({ length: 15 }, (_, n): Spec => [`div#page>div.item:${n}`, [0, n * 100, 300, 100]])];
  const hidden = grid.map(([key, box]): Spec => [key, box, { visible: key === 'div#page' }]);
  const found = lines(side(grid), side(hidden));
  assert.is(found.length, LINES_PER_GROUP + 1);
  assert.is(found.at(-1), 'at 1280 px: visible in the original, hidden in the enhanced page: …and 5 more');
});

test.run();
