import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resetDom, setPageGlobal } from '../helpers/dom';
import { diveitStorage, mountModule, type Mounted } from '../helpers/theme-kit';
import buttonHover from '../../enhancers/theme-layout/button-hover';
import { POSTS_ADDED } from '../../enhancers/theme-shared/posts-added';

let mounted: Mounted | undefined;
const classOf = (selector: string) => document.querySelector(selector)!.className;

const PAGE = `<button id="plain">Go</button><button id="search" class="search_submit">S</button>
  <a id="filled" class="sc_button sc_button_style_filled" href="#">A</a><a id="border" class="sc_button sc_button_style_border" href="#">B</a>
  <a id="own" class="sc_button sc_button_hover_slide_top" href="#">C</a><input id="send" type="submit" value="Send">
  <a id="top" class="scroll_to_top icon-up" href="#"></a><div class="tagcloud"><a id="tag" href="/tag/">Tag</a></div>
  <a id="tribe" class="tribe-events-read-more" href="/event/">More</a><div class="mejs-container"><button id="play" type="button"></button></div>
  <form class="sc_input_hover_default"><input id="name" value="Ann"><textarea id="message"></textarea></form><div id="posts"></div>`;

function start(style: string) {
  resetDom(PAGE);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ button_hover: style }));
  mounted = mountModule(buttonHover, document.body);
}

test.after.each(() => {
  mounted?.unmount();
  mounted = undefined;
});

test("DiveIt's button decoration at ready: buttons, filled .sc_buttons, submits, the scroll-to-top button and tags get the hover class; search, bordered and already styled ones do not", () => {
  start('fade');
  assert.is(classOf('#plain'), 'sc_button_hover_fade');
  assert.is(classOf('#search'), 'search_submit');
  assert.is(classOf('#filled'), 'sc_button sc_button_style_filled sc_button_hover_fade');
  assert.is(classOf('#border'), 'sc_button sc_button_style_border');
  assert.is(classOf('#own'), 'sc_button sc_button_hover_slide_top');
  assert.is(classOf('#send'), 'sc_button_hover_fade');
  assert.is(classOf('#top'), 'scroll_to_top icon-up sc_button_hover_fade');
  assert.is(classOf('#tag'), 'sc_button_hover_fade');
  assert.is(classOf('#tribe'), 'tribe-events-read-more sc_button sc_button_style_filled sc_button_hover_fade');
  assert.is(classOf('#play'), '', "a player's own controls, made after the theme looked");
});

test('the arrow style decorates buttons only, not submits, arrows or tags', () => {
  start('arrow');
  assert.is(classOf('#plain'), 'sc_button_hover_arrow');
  assert.is(classOf('#send'), '');
  assert.is(classOf('#top'), 'scroll_to_top icon-up');
});

test('posts view more adds are decorated; fields of an sc_input_hover form are marked filled while they hold a value', () => {
  start('fade');
  assert.is(classOf('#name'), 'filled');
  assert.is(classOf('#message'), '');
  const posts = document.getElementById('posts')!;
  posts.innerHTML = '<button id="later">More</button>';
  assert.is(classOf('#later'), '', 'not before the theme would have looked');
  posts.dispatchEvent(new CustomEvent(POSTS_ADDED, { bubbles: true }));
  assert.is(classOf('#later'), 'sc_button_hover_fade');
  const message = document.getElementById('message') as HTMLTextAreaElement;
  message.value = 'H';
  message.dispatchEvent(new Event('input', { bubbles: true }));
  assert.is(classOf('#message'), 'filled');
});

test.run();
