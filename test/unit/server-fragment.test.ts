import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseServerHtml } from '../../src/server-fragment';

test.before.each(() => resetDom());

test('keeps the layout markup (articles, classes, data-, style, images) as the server sent it', () => {
  const html = '<article class="post_item flt_7" data-id="3"><h3 style="color:red"><a href="/?p=3" title="T">Post</a></h3><img src="/a.png" srcset="/b.png 2x" width="10"><time datetime="2024-01-01">Jan</time></article>';
  const host = document.createElement('div');
  host.append(parseServerHtml(html));
  assert.is(host.innerHTML, html);
});

test('drops scripts, frames, inline handlers and javascript: URLs, and runs nothing', () => {
  const host = document.createElement('div');
  document.body.append(host);
  host.append(
    parseServerHtml(
      '<p onclick="window.ran=1" onmouseover="x()">a</p><script>window.ran=2</script><iframe src="/x"></iframe>' +
        '<a href="javascript:window.ran=3">b</a><a href=" JaVaScRiPt:alert(1)">c</a><img src="x" onerror="window.ran=4"><form action="javascript:x()"><button formaction="javascript:y()">d</button></form>',
    ),
  );
  assert.is(host.innerHTML, '<p>a</p><a>b</a><a>c</a><img src="x"><form><button>d</button></form>');
  assert.is((window as unknown as { ran?: number }).ran, undefined);
});

test('keeps inline styles; drops srcdoc frames and data:text/html sources', () => {
  const host = document.createElement('div');
  host.append(parseServerHtml('<div style="color:red"><iframe srcdoc="<script>1</script>"></iframe><img src="data:text/html,x"><img src="data:image/png;base64,AA"></div>'));
  assert.is(host.innerHTML, '<div style="color:red"><img><img src="data:image/png;base64,AA"></div>');
});

test.run();
