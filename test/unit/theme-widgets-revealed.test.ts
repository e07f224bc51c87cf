import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { diveitStorage, mountModule, type Mounted } from '../helpers/theme-kit';
import { defineThemeGlobals } from '../../src/theme-globals';
import tabsModule from '../../enhancers/theme-widgets/tabs';
import accordionModule from '../../enhancers/theme-widgets/accordion';
import togglesModule from '../../enhancers/theme-widgets/toggles';

// The theme's tabs, accordion and toggles told its hidden-elements handlers (trx_utils' reviews among them)
// about each panel they revealed (theme.shortcodes.js: jQuery UI's `activate`, after the fade or slide).
const globals = window as unknown as Record<string, unknown>;
let clock: FakeClock;
let mounted: Mounted[] = [];
let seen: string[] = [];

function start(html: string, selector: string, module: Parameters<typeof mountModule>[0]) {
  resetDom(html);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  seen = [];
  (globals['diveit_add_hidden_elements_handler'] as (key: string, handler: (container: Element) => void) => void)('init_reviews', (container) =>
    seen.push(container.id || container.className),
  );
  seen = [];
  mounted = Array.from(document.querySelectorAll(selector)).map((element) => mountModule(module, element));
}

likeTheBrowser(test);
test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  clock.uninstall();
  for (const name of ['add_hidden_elements_handler', 'init_hidden_elements', 'set_cookie']) delete globals[`diveit_${name}`];
});

test('tabs: the chosen panel, once it has faded in; not the panel shown at start', () => {
  start(
    `<div id="t" class="sc_tabs no_jquery_ui" data-active="0"><ul class="sc_tabs_titles">${[1, 2]
      .map((n) => `<li><a href="#t_${n}">Tab ${n}</a></li>`)
      .join('')}</ul>${[1, 2].map((n) => `<div id="t_${n}" class="sc_tabs_content">Panel ${n}</div>`).join('')}</div>`,
    '.sc_tabs',
    tabsModule,
  );
  assert.equal(seen, []);
  document.querySelectorAll<HTMLElement>('#t a')[1]!.click();
  clock.tick(300);
  assert.equal(seen, [], 'not while the old panel fades out');
  clock.tick(299);
  assert.equal(seen, [], 'not while it fades in');
  clock.tick(1);
  assert.equal(seen, ['t_2']);
});

test('accordion: the panel it opens, not the one it closes', () => {
  start(
    `<div id="a" class="sc_accordion" data-active="0">${[1, 2]
      .map((n) => `<div class="sc_accordion_item"><h5 class="sc_accordion_title">Q${n}</h5><div id="a_${n}" class="sc_accordion_content">A${n}</div></div>`)
      .join('')}</div>`,
    '.sc_accordion',
    accordionModule,
  );
  assert.equal(seen, []);
  document.querySelectorAll<HTMLElement>('#a .sc_accordion_title')[1]!.click();
  assert.equal(seen, ['a_2']);
  document.querySelectorAll<HTMLElement>('#a .sc_accordion_title')[1]!.click();
  assert.equal(seen, ['a_2'], 'closing reveals nothing');
});

test('toggles: the content after each slide, open or closed, as the theme did', () => {
  start(
    `<div id="g" class="sc_toggles"><div class="sc_toggles_item"><h5 class="sc_toggles_title">One</h5><div id="g_1" class="sc_toggles_content">1</div></div></div>`,
    '.sc_toggles',
    togglesModule,
  );
  const title = document.querySelector<HTMLElement>('#g .sc_toggles_title')!;
  title.click();
  clock.tick(299);
  assert.equal(seen, [], 'not while it slides');
  clock.tick(1);
  assert.equal(seen, ['g_1']);
  title.click();
  clock.tick(300);
  assert.equal(seen, ['g_1', 'g_1']);
});

test.run();
