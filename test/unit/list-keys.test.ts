import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { movedIndex } from '../../src/list-keys';

test('list keys wrap around; vertical lists ignore left and right', () => {
  assert.is(movedIndex('ArrowDown', 2, 3, 'vertical'), 0);
  assert.is(movedIndex('ArrowUp', 0, 3, 'vertical'), 2);
  assert.is(movedIndex('ArrowRight', 0, 3, 'vertical'), undefined);
  assert.is(movedIndex('ArrowRight', 2, 3), 0);
  assert.is(movedIndex('Home', 2, 3), 0);
  assert.is(movedIndex('End', 0, 3), 2);
  assert.is(movedIndex('a', 0, 3), undefined);
});

test.run();
