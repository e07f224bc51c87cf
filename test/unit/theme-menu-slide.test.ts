import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resetDom, setPageGlobal } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { mountModule } from '../helpers/theme-kit';
import menuSlide from '../../enhancers/theme-libraries/menu-slide';

// The main menu's sliding hover (A's `menu_slider`): started as the theme started it, on the bar not yet shown.
likeTheBrowser(test);

test('A starts spasticNav on the menu before the bar shows (menu_show off during the call, back after), with its accent colour', () => {
  resetDom('<header class="top_panel_wrap menu_show"><nav><ul id="menu_main" class="menu_main_nav"><li><a href="#">Home</a></li></ul></nav></header>');
  setPageGlobal('THEMEREX_GLOBALS', { accent2_color: '#f5a623' });
  const calls: { options: unknown; barShown: boolean }[] = [];
  const jQuery = Object.assign((target: Element) => ({
    spasticNav: (options: unknown) => void calls.push({ options, barShown: target.closest('.top_panel_wrap')!.classList.contains('menu_show') }),
  }), { fn: { spasticNav: () => undefined } });
  setPageGlobal('jQuery', jQuery);
  const mounted = mountModule(menuSlide, document.getElementById('menu_main')!);
  assert.equal(calls, [{ options: { color: '#f5a623' }, barShown: false }]);
  assert.ok(document.querySelector('.top_panel_wrap')!.classList.contains('menu_show'), 'shown again at once');
  mounted.unmount();
});

test.run();
