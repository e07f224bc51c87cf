import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountModule } from '../helpers/theme-kit';
import categoryName from '../../enhancers/theme-content/category-name';

test("the sub-categories select is named after its widget's title at once; a named select stays; the undo", () => {
  resetDom(
    '<aside class="widget widget_subcategories"><h5 class="widget_title"> Shop categories </h5><select id="a"><option value="0">Pick</option></select></aside>' +
      '<aside class="widget widget_subcategories"><select id="b"></select></aside>' +
      '<aside class="widget widget_subcategories"><h5 class="widget_title">T</h5><label for="c">Own</label><select id="c"></select></aside>',
  );
  const selects = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
  const mounted = selects.map((select) => mountModule(categoryName, select));
  assert.equal(selects.map((select) => select.getAttribute('aria-label')), ['Shop categories', 'Categories', null]);
  mounted.forEach((each) => each.unmount());
  assert.is(selects[0]!.getAttribute('aria-label'), null);
});

test.run();
