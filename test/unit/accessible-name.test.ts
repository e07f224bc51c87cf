import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nameIfUnnamed } from '../../src/accessible-name';

test('names an icon-only link and a placeholder-only field; the undo takes the name away', () => {
  resetDom('<a class="page-right" href="#"><i class="booked-icon"></i></a><input class="search_field" placeholder="Search">');
  const link = document.querySelector('a')!;
  const undo = nameIfUnnamed(link, 'Next month');
  assert.is(link.getAttribute('aria-label'), 'Next month');
  assert.is(link.innerHTML, '<i class="booked-icon"></i>', 'the icon markup stays');
  undo();
  assert.not.ok(link.hasAttribute('aria-label'));
  nameIfUnnamed(document.querySelector('input'), 'Search');
  assert.is(document.querySelector('input')!.getAttribute('aria-label'), 'Search');
});

test('leaves controls that have a name alone', () => {
  resetDom(`<a id="t" href="#">Next</a><a id="l" href="#" aria-label="Mine"></a><a id="i" href="#"><img alt="Dish"></a>
    <label for="f">Email</label><input id="f"><select id="s" aria-labelledby="t"></select>`);
  for (const id of ['t', 'l', 'i', 'f', 's']) {
    nameIfUnnamed(document.getElementById(id), 'Other');
    assert.is.not(document.getElementById(id)!.getAttribute('aria-label'), 'Other', id);
  }
});

test.run();
