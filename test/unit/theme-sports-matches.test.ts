import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { key, mountModule, type Mounted } from '../helpers/theme-kit';
import matchesModule from '../../enhancers/theme-sports/matches';
import recentNewsModule from '../../enhancers/theme-sports/recent-news-categories';
import { modules as atRest } from '../../enhancers/theme-sports/at-rest';

const matches = (prefix: string) => `
  <div id="${prefix}" class="sc_matches">
    <div class="sc_matches_current">
      <div id="${prefix}_m1" class="sc_match">One</div>
      <div id="${prefix}_m2" class="sc_match" style="display:none">Two</div>
      <div id="${prefix}_m3" class="sc_match" style="display:none">Three</div>
    </div>
    <div class="sc_matches_next"><div class="sc_matches_list">
      ${[1, 2, 3].map((n) => `<div class="sc_match" data-item="#${prefix}_m${n}">Fixture ${n}</div>`).join('')}
    </div></div>
  </div>`;

likeTheBrowser(test);

let clock: FakeClock;
let mounted: Mounted[] = [];
const shown = (prefix: string) => [1, 2, 3].filter((n) => document.getElementById(`${prefix}_m${n}`)!.style.display !== 'none');
const entry = (prefix: string, n: number) => document.querySelectorAll<HTMLElement>(`#${prefix} .sc_matches_list .sc_match`)[n - 1]!;

test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  clock.uninstall();
});

test('choosing a fixture hides the current match and fades in the data-item target', () => {
  resetDom(matches('x'));
  mounted = [mountModule(matchesModule, document.getElementById('x')!)];
  entry('x', 3).click();
  assert.equal(shown('x'), [3]);
  assert.is(document.getElementById('x_m3')!.style.opacity, '1', 'fading in');
  clock.tick(400);
  assert.is(document.getElementById('x_m3')!.style.opacity, '');
  assert.is(entry('x', 3).getAttribute('aria-pressed'), 'true');
  assert.is(entry('x', 1).getAttribute('aria-pressed'), 'false');
});

test('fixtures are keyboard buttons controlling their match; two match lists are independent', () => {
  resetDom(matches('x') + matches('y'));
  mounted = ['x', 'y'].map((id) => mountModule(matchesModule, document.getElementById(id)!));
  assert.is(entry('x', 2).getAttribute('role'), 'button');
  assert.is(entry('x', 2).tabIndex, 0);
  assert.is(entry('x', 2).getAttribute('aria-controls'), 'x_m2');
  assert.is(entry('x', 1).getAttribute('aria-pressed'), 'true', 'the match showing at load');
  key(entry('y', 2), 'Enter');
  assert.equal(shown('y'), [2]);
  assert.equal(shown('x'), [1]);
  key(entry('y', 3), ' ');
  assert.equal(shown('y'), [3]);
});

test('recent news: "More" toggles opened and slides the extra categories; the label is a keyboard button', () => {
  resetDom(`<div class="sc_recent_news_header_categories"><span id="more" class="sc_recent_news_header_category_item_more">More
    <span class="sc_recent_news_header_more_categories" style="display:none"><a href="/?cat=15">Tickets</a></span></span></div>`);
  const more = document.getElementById('more')!;
  mounted = [mountModule(recentNewsModule, more)];
  const label = more.querySelector<HTMLElement>('.sc_recent_news_header_more_label')!;
  const list = more.querySelector<HTMLElement>('.sc_recent_news_header_more_categories')!;
  assert.is(label.textContent!.trim(), 'More');
  assert.is(label.getAttribute('role'), 'button');
  assert.is(label.getAttribute('aria-expanded'), 'false');
  assert.is(label.getAttribute('aria-controls'), list.id);
  key(label, 'Enter');
  assert.ok(more.classList.contains('opened'));
  assert.is(label.getAttribute('aria-expanded'), 'true');
  assert.is(list.style.display, 'block');
  clock.tick(400);
  list.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
  list.querySelector('a')!.click();
  assert.ok(more.classList.contains('opened'), 'a category link does not toggle');
  more.click();
  assert.not.ok(more.classList.contains('opened'));
  clock.tick(399);
  assert.is(list.style.display, 'block', 'sliding up');
  clock.tick(1);
  assert.is(list.style.display, 'none');
  mounted[0]!.unmount();
  mounted = [];
  assert.is(more.querySelector('.sc_recent_news_header_more_label'), null, 'cleanup unwraps the label');
  assert.match(more.firstChild!.textContent!, /More/);
});

test('recent news at rest: the "More" label is there at once, a collapsed keyboard button; the component adopts it', () => {
  const html = `<div class="sc_recent_news_header_categories"><span id="more" class="sc_recent_news_header_category_item_more">More
    <span class="sc_recent_news_header_more_categories" style="display:none"><a href="/?cat=15">Tickets</a></span></span></div>`;
  resetDom(html);
  const more = document.getElementById('more')!;
  const server = more.innerHTML;
  const rest = mountModule(atRest['recent-news-categories-at-rest'], more);
  const label = more.querySelector<HTMLElement>('.sc_recent_news_header_more_label')!;
  const list = more.querySelector<HTMLElement>('.sc_recent_news_header_more_categories')!;
  assert.is(label.textContent!.trim(), 'More');
  assert.equal(['role', 'tabindex', 'aria-controls', 'aria-expanded'].map((name) => label.getAttribute(name)), ['button', '0', list.id, 'false']);
  const atRestMarkup = more.outerHTML;
  // The markup the component renders by itself is the same.
  resetDom(html);
  const alone = mountModule(recentNewsModule, document.getElementById('more')!);
  const rendered = document.getElementById('more')!.outerHTML;
  alone.unmount();
  assert.is(rendered.replace(/sc-recent-news-more-\d+/g, 'ID'), atRestMarkup.replace(/sc-recent-news-more-\d+/g, 'ID'));
  resetDom('');
  document.body.append(more);
  mounted = [mountModule(recentNewsModule, more)];
  assert.is(more.outerHTML, atRestMarkup, 'nothing changes when the component mounts');
  assert.is(more.querySelectorAll('.sc_recent_news_header_more_label').length, 1);
  let clicks = 0;
  label.addEventListener('click', () => clicks++);
  key(label, 'Enter');
  assert.is(clicks, 1, 'one key listener');
  assert.ok(more.classList.contains('opened'));
  assert.is(label.getAttribute('aria-expanded'), 'true');
  mounted[0]!.unmount();
  mounted = [];
  rest.unmount();
  assert.is(more.querySelector('.sc_recent_news_header_more_label'), null, 'the undo unwraps the text');
  assert.is(more.firstChild!.textContent, server.slice(0, server.indexOf('<')));
});

test.run();
