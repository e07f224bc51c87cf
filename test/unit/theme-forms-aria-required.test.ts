import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountModule } from '../helpers/theme-kit';
import ariaRequired from '../../enhancers/theme-forms/aria-required';

test("B's escaped aria-required becomes true at once; other values stay; the undo puts the server's back", () => {
  resetDom(`<form><input id="a" aria-required='"true"'><input id="b" aria-required="true"><input id="c" aria-required="false"></form>`);
  const fields = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
  const mounted = fields.map((field) => mountModule(ariaRequired, field));
  assert.equal(fields.map((field) => field.getAttribute('aria-required')), ['true', 'true', 'false']);
  mounted.forEach((each) => each.unmount());
  assert.is(fields[0]!.getAttribute('aria-required'), '"true"');
});

test.run();
