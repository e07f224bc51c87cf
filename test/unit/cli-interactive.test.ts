import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ElementRecord } from '../../cli/page-view/element-record';
import { compareOutcome, INTERACTION_GROUP } from '../../cli/page-view/interactive-compare';
import type { InteractionOutcome } from '../../cli/page-view/interactive-outcome';
import { chooseTargets, findTarget, type InteractiveTarget } from '../../cli/page-view/interactive-targets';
import type { Box } from '../../cli/page-view/finding';
import { changesBetween, restlessKeys, type Change, type PageChanges } from '../../cli/page-view/page-changes';
import type { SiteRequest } from '../../cli/site-requests';

// The generic pass's pure parts (issue 28): which elements it drives, what changed, and when two outcomes differ.
const PAGE = 'http://site.test/media/';
const element = (key: string, extra: Partial<ElementRecord> = {}): ElementRecord => ({
  key, tag: /^(?:.*>)?([a-z0-9]+)/.exec(key)![1]!, classes: [], label: key, visible: true, box: [0, 100, 50, 20], ...extra,
});
const stay = (extra: Partial<InteractionOutcome> = {}): InteractionOutcome => ({
  hash: '', scrolled: false, changes: { appeared: [], disappeared: [], moved: [] }, requests: [], errors: [], scrollY: 0, screenshot: 'shot.jpg', ...extra,
});
const imageLink: InteractiveTarget = {
  key: 'div.content:0>p:0>a:0', kind: 'media', action: 'click', tag: 'a', href: 'http://site.test/image_1.jpg', text: '', nth: 0,
  label: 'a[href$=.jpg]', box: [10, 500, 200, 100], alike: 2,
};
const change = (key: string, name: string, box: Box = [0, 0, 1280, 900]): Change => ({ key, name, box });
const shows = (...appeared: Change[]): PageChanges => ({ appeared, disappeared: [], moved: [] });
const LIGHTBOX = shows(change('div.mfp-bg:0', 'div.mfp-bg'), change('div.mfp-wrap:0', 'div.mfp-wrap'));

test('the same outcome on both sides: nothing', () => {
  assert.is(compareOutcome({ target: imageLink, original: stay({ changes: LIGHTBOX }), enhanced: stay({ changes: LIGHTBOX }) }, 1280), undefined);
  assert.is(compareOutcome({ target: imageLink, original: stay(), enhanced: stay() }, 1280), undefined);
});

test('a link that navigates on one side only: one finding naming the link, what the original showed and where the other went', () => {
  const finding = compareOutcome({ target: imageLink, original: stay({ changes: LIGHTBOX }), enhanced: stay({ navigation: 'http://site.test/image_1.jpg' }) }, 1280);
  assert.is(finding?.group, INTERACTION_GROUP);
  assert.is(finding?.line, 'at 1280 px: click a[href$=.jpg]: the original stays on the page and shows div.mfp-bg (Magnific\'s backdrop), div.mfp-wrap (Magnific\'s lightbox); the enhanced page navigates to http://site.test/image_1.jpg');
  assert.is(finding?.intended, undefined);
  assert.equal(finding?.crops?.original, { screenshot: 'shot.jpg', box: [0, 0, 1280, 900] });
  assert.equal(finding?.crops?.enhanced.box, [10, 500, 200, 100], 'where nothing changed, the target is outlined');
});

test('an element that appears on one side only is named; one that varies by itself is not', () => {
  const panel = shows(change('div.sc_accordion:0>div.sc_accordion_content:1', 'div.sc_accordion_content', [0, 300, 600, 200]));
  const target = { ...imageLink, kind: 'title' as const, label: 'div.sc_accordion_title "Second"', key: 'div.sc_accordion:0>div.sc_accordion_title:1' };
  const finding = compareOutcome({ target, original: stay({ changes: panel }), enhanced: stay() }, 600);
  assert.is(finding?.line, 'at 600 px: click div.sc_accordion_title "Second": the original stays on the page and shows div.sc_accordion_content; the enhanced page stays on the page and nothing changes');
  assert.is(compareOutcome({ target, original: stay({ changes: panel }), enhanced: stay() }, 600, new Set(['div.sc_accordion:0'])), undefined);
  // A script-set id parts the keys; the name still matches.
  const renamed = shows(change('div.mfp-bg:0', 'div.mfp-bg'), change('div#mfp-1', 'div.mfp-wrap'));
  assert.is(compareOutcome({ target: imageLink, original: stay({ changes: LIGHTBOX }), enhanced: stay({ changes: renamed }) }, 1280), undefined);
  // A backdrop of other markup over the whole screen (the viewport's height, or the page's) is the same thing shown.
  const backdrop = shows(change('div#themerex_modal_bg', 'div#themerex_modal_bg', [0, 0, 1280, 900]), change('div.themerex_message:0', 'div.themerex_message', [440, 300, 400, 200]));
  const ours = shows(change('div:9', 'div', [0, 0, 1280, 4200]), change('div.themerex_message:0', 'div.themerex_message', [440, 300, 400, 200]));
  assert.is(compareOutcome({ target: imageLink, original: stay({ changes: backdrop }), enhanced: stay({ changes: ours }) }, 1280), undefined);
});

test('a request on one side only, a new error, a hash: each a difference', () => {
  const like: SiteRequest = { method: 'POST', path: '/wp-admin/admin-ajax.php', fields: [['action', 'post_counter']], heldBack: true };
  const target = { ...imageLink, kind: 'in-page' as const, href: '#', label: 'a[href="#"] "6"' };
  assert.match(compareOutcome({ target, original: stay({ requests: [like] }), enhanced: stay() }, 1280)!.line, /the original stays on the page and sends POST \/wp-admin\/admin-ajax\.php action=post_counter \(held back: it would change data\); the enhanced page stays on the page and nothing changes$/);
  assert.match(compareOutcome({ target, original: stay(), enhanced: stay({ errors: ['page error: boom'] }) }, 1280)!.line, /the enhanced page stays on the page and logs page error: boom$/);
  assert.match(compareOutcome({ target, original: stay(), enhanced: stay({ hash: '#media_popup' }) }, 1280)!.line, /the enhanced page stays on the page and sets the address's hash to #media_popup$/);
  assert.is(compareOutcome({ target, original: stay({ failed: 'not visible' }), enhanced: stay({ failed: 'not visible' }) }, 1280), undefined, 'unreachable on both: nothing to compare');
});

test('a known intended difference is kept, with why: the header search submits on the first Enter', () => {
  const target: InteractiveTarget = { ...imageLink, kind: 'control', action: 'type', tag: 'input', key: 'div.search_wrap:0>form.search_form:0>input.search_field:0', label: 'input.search_field[type=text]' };
  const finding = compareOutcome({ target, original: stay({ changes: { appeared: [], disappeared: [], moved: [change('div.search_wrap:0', 'div.search_wrap')] } }), enhanced: stay({ navigation: 'http://site.test/?s=a' }) }, 1280);
  assert.match(finding!.intended!, /header search submits on the first Enter/);
});

test('what changed: top-most elements only, visible ones only; what moves by itself', () => {
  const before = [element('div.wrap:0'), element('div.wrap:0>div.panel:0', { visible: false }), element('div.wrap:0>div.panel:0>p:0', { visible: false }), element('div.footer:0', { box: [0, 400, 50, 20] })];
  const after = [element('div.wrap:0'), element('div.wrap:0>div.panel:0'), element('div.wrap:0>div.panel:0>p:0'), element('div.footer:0', { box: [0, 600, 50, 20] }), element('div.mfp-wrap:0', { visible: false })];
  assert.equal(changesBetween(before, after), {
    appeared: [change('div.wrap:0>div.panel:0', 'div.panel', [0, 100, 50, 20])], disappeared: [], moved: [change('div.footer:0', 'div.footer', [0, 600, 50, 20])],
  });
  assert.equal(restlessKeys(before, after).sort(), ['div.footer:0', 'div.wrap:0>div.panel:0', 'div.wrap:0>div.panel:0>p:0']);
  // A script gives the title an id as it mounts: the same node, nothing appeared.
  const title = element('div.sc_accordion:0>h5.sc_accordion_title:1', { node: 7, classes: ['sc_accordion_title'] });
  assert.equal(changesBetween([title], [{ ...title, key: 'div.sc_accordion:0>h5#sc-accordion-title-2' }]), { appeared: [], disappeared: [], moved: [] });
});

test('targets: what scripts handle first, a few representatives of each kind, only what shows at rest', () => {
  const elements = [
    element('header:0>nav:0>ul#menu_main', { tag: 'ul' }),
    element('header:0>nav:0>ul#menu_main>li#item-1', { tag: 'li' }),
    element('header:0>nav:0>ul#menu_main>li#item-1>a:0', { interactive: 'link', href: '#', text: 'Pages' }),
    element('header:0>nav:0>ul#menu_main>li#item-1>ul.sub-menu:0', { tag: 'ul', visible: false }),
    element('header:0>nav:0>ul#menu_main>li#item-2', { tag: 'li' }),
    element('header:0>nav:0>ul#menu_main>li#item-2>a:0', { interactive: 'link', href: '/blog/', text: 'Blog' }),
    ...[1, 2, 3, 4].map((n) => element(`div.posts:0>a.more:${n}`, { interactive: 'link', href: `/post-${n}/`, text: 'More', classes: ['more'] })),
    element('div.content:0>a:0', { interactive: 'link', href: 'http://site.test/image_1.jpg', text: '' }),
    element('div.content:0>a:1', { interactive: 'link', href: 'http://site.test/image_2.jpg', text: '' }),
    element('div.content:0>a.sc_button:0', { interactive: 'link', href: '#media_popup', text: 'Open the popup', classes: ['sc_button'] }),
    // A slider's arrow, transparent until the pointer is over the slider: still a target.
    element('div.sc_slider:0>div.sc_slider_controls_wrap:0>a.sc_slider_next:0', { interactive: 'link', href: '#', text: '', classes: ['sc_slider_next'], visible: false }),
    element('div.content:0>div.sc_accordion_title:0', { interactive: 'button', text: 'First', classes: ['sc_accordion_title', 'ui-state-active'] }),
    element('div.content:0>div.sc_accordion_title:1', { interactive: 'button', text: 'Second', classes: ['sc_accordion_title'] }),
    element('div.content:0>div.sc_accordion_title:2', { interactive: 'button', text: 'Third', classes: ['sc_accordion_title'] }),
    element('div.content:0>form:0>input.search_field:0', { tag: 'input', interactive: 'control', type: 'text', text: 'Search', classes: ['search_field'] }),
    element('div.content:0>button:0', { interactive: 'button', text: 'Hidden', visible: false }),
  ];
  const targets = chooseTargets(elements, PAGE);
  assert.equal(targets.map((target) => `${target.kind} ${target.action} ${target.label} ×${target.alike}`), [
    'in-page click a[href="#media_popup"] "Open the popup" ×1',
    'in-page click a[href="#"] ×1',
    'media click a[href$=.jpg] ×2',
    'title click div.sc_accordion_title "First" ×1',
    'title click div.sc_accordion_title "Second" ×2',
    'menu hover a "Pages" ×1',
    'control type input.search_field[type=text] "Search" ×1',
    'link click a "Blog" ×5',
    'link click a.more "More" ×5',
  ]);
  // On the other side, a script-set class parts the key: the target is found by its look and place.
  const other = elements.map((record) => (record.key === 'div.content:0>a:1' ? { ...record, key: 'div.content:0>a.inited:1' } : record));
  assert.is(findTarget({ ...targets[2]!, key: 'div.content:0>a:0', nth: 0 }, other)?.key, 'div.content:0>a:0');
  assert.is(findTarget({ key: 'div.content:0>a:1', tag: 'a', href: 'http://site.test/image_2.jpg', text: '', nth: 0 } as InteractiveTarget, other)?.key, 'div.content:0>a.inited:1');
});

test.run();
