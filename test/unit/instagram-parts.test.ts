import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { columnCount, firstExtraItem, sizeClass } from '../../enhancers/instagram/columns';
import { consentGiven } from '../../enhancers/instagram/consent';
import { readFeedOptions } from '../../enhancers/instagram/feed-options';
import { bestWidthForAuto, chosenSize, imageToShow, resolutionSetting } from '../../enhancers/instagram/image-size';
import { feedLocation } from '../../enhancers/instagram/location';
import { loadMoreFields } from '../../enhancers/instagram/load-more-request';
import { locatorFields, resizeFields } from '../../enhancers/instagram/request-fields';
import { imageUrls, mergeResizedImages, parseResizedAttribute } from '../../enhancers/instagram/resized-images';
import { ajaxBody } from '../../src/ajax';

test.before.each(() => resetDom());

const FEED =
  '<div class="sbi" data-feedid="*1" data-res="auto" data-cols="4" data-colsmobile="1" data-colstablet="same" data-num="6" data-nummobile="" ' +
  'data-shortcode-atts="{&quot;feed&quot;:&quot;1&quot;}" data-postid="45" data-locatornonce="n0nce" data-sbi-flags="favorLocal,gdpr,locator"></div>';

test('feed options: attributes as sbi-scripts.js reads them', () => {
  resetDom(FEED);
  const options = readFeedOptions(document.querySelector('.sbi')!);
  assert.equal(
    { cols: options.cols, m: options.colsMobile, t: options.colsTablet, num: options.num, nm: options.numMobile, post: options.postId, atts: options.shortcodeAtts },
    { cols: 4, m: 1, t: 4, num: 6, nm: 6, post: '45', atts: '{"feed":"1"}' },
  );
  assert.equal([options.favorLocal, options.gdpr, options.locator, options.ajaxPostLoad, options.resizingEnabled, options.cacheAll], [true, true, true, false, true, false]);
});

test('feed options: no data-postid is sent as unknown (defect 3); cache_all from data-options', () => {
  resetDom('<div class="sbi" data-feedid="*2" data-options="{&quot;cache_all&quot;:true}"></div>');
  const options = readFeedOptions(document.querySelector('.sbi')!);
  assert.is(options.postId, 'unknown');
  assert.is(options.cacheAll, true);
  assert.is(options.locatorNonce, '');
  assert.is(options.num, 1);
});

test('columns: tablet 481–800, mobile up to 480, desktop above', () => {
  const settings = { cols: 4, colsMobile: 1, colsTablet: 2, mobileAuto: false };
  assert.equal([1200, 801, 800, 481, 480, 320].map((width) => columnCount(width, settings)), [4, 4, 2, 2, 1, 1]);
});

test('columns: sbi_mob_col_auto makes 3–6 into 2 and 7–10 into 4 under 640, more than 2 into 1 at 480', () => {
  const auto = (cols: number, width: number) => columnCount(width, { cols, colsMobile: 9, colsTablet: 9, mobileAuto: true });
  assert.equal([auto(4, 700), auto(4, 639), auto(8, 639), auto(4, 480), auto(2, 480), auto(11, 600)], [4, 2, 4, 1, 2, 11]);
});

test('size class: sbi_small up to 120, sbi_medium between 120 and 240', () => {
  assert.equal([60, 120, 121, 239, 240, 400].map(sizeClass), ['sbi_small', 'sbi_small', 'sbi_medium', 'sbi_medium', undefined, undefined]);
});

test('extra items: beyond data-num, beyond data-nummobile under 480 px', () => {
  assert.is(firstExtraItem(10, 1000, 6, 3), 6);
  assert.is(firstExtraItem(10, 479, 6, 3), 3);
  assert.is(firstExtraItem(10, 480, 6, 3), 6);
  assert.is(firstExtraItem(6, 1000, 6, 3), -1);
  assert.is(firstExtraItem(4, 1000, 6, 3, true), 3);
});

test('image size: column width × ratio, rounded up to tens, then the next stored size', () => {
  assert.equal([bestWidthForAuto(150, 1), bestWidthForAuto(151, 1), bestWidthForAuto(100, 1.6), bestWidthForAuto(200, 0.5), bestWidthForAuto(320, 1), bestWidthForAuto(700, 1)], [150, 320, 320, 320, 320, 700]);
  assert.is(bestWidthForAuto(100, 1, true), 320);
  assert.equal([chosenSize('auto', 140, 1), chosenSize('auto', 300, 1), chosenSize('auto', 330, 1), chosenSize('auto', 0, NaN)], [150, 320, 640, 150]);
  assert.equal([chosenSize('thumb', 900, 1), chosenSize('medium', 10, 1), chosenSize('full', 10, 1)], [150, 320, 640]);
  assert.equal([resolutionSetting('auto'), resolutionSetting('thumb'), resolutionSetting('medium'), resolutionSetting('full'), resolutionSetting('x')], ['auto', 150, 320, 640, 640]);
});

test('image to show: over the placeholder always; a larger size only; never a smaller one', () => {
  const urls = { 150: '/a-150.jpg', 320: '/a-320.jpg', 640: '/a-640.jpg?ig_cache_key=x', d: '/a.jpg' };
  const base = { urls, placeholder: '/p.png', imgRes: 'auto', aspectRatio: 1, force: false };
  assert.is(imageToShow({ ...base, currentUrl: '/p.png', columnWidth: 300 }), '/a-320.jpg');
  assert.is(imageToShow({ ...base, currentUrl: '/a-320.jpg', columnWidth: 500 }), '/a-640.jpg');
  assert.is(imageToShow({ ...base, currentUrl: '/a-320.jpg', columnWidth: 100 }), undefined);
  assert.is(imageToShow({ ...base, currentUrl: '/elsewhere.jpg', columnWidth: 100, force: true }), '/a-150.jpg');
  assert.is(imageToShow({ ...base, urls: {}, currentUrl: '/p.png', columnWidth: 100 }), undefined);
});

test('resized images: local copies replace sizes, favorLocal fills gaps, no consent drops the CDN set', () => {
  const srcSetText = JSON.stringify({ d: 'https://scontent.cdn/x.jpg', 150: 'https://scontent.cdn/150.jpg', 320: 'https://scontent.cdn/320.jpg', 640: 'https://scontent.cdn/640.jpg' }).replace(/\//g, '\\/');
  const resized = { '17': { id: 'abc', ratio: '1.00', sizes: { low: 320 } }, '18': 'pending', '19': { id: 'error' } };
  const input = { srcSetText, resized, resizedUrl: '/r/', cdnAllowed: true, favorLocal: true };
  assert.equal(imageUrls({ ...input, id: '17' }), {
    urls: { d: 'https://scontent.cdn/x.jpg', 150: '/r/abclow.jpg', 320: '/r/abclow.jpg', 640: '/r/abclow.jpg' },
    needsResizing: false,
  });
  assert.equal(imageUrls({ ...input, id: '17', favorLocal: false, cdnAllowed: false }).urls, { 320: '/r/abclow.jpg' });
  assert.equal(imageUrls({ ...input, id: '16', cdnAllowed: false }), { urls: {}, needsResizing: true });
  assert.is(imageUrls({ ...input, id: '18' }).needsResizing, false);
  assert.is(imageUrls({ ...input, id: '19' }).needsResizing, false);
});

test('resized map: parsed from the attribute only when a JSON object; merged entry by entry', () => {
  assert.equal(parseResizedAttribute('{"1":{"id":"1"}}'), { '1': { id: '1' } });
  assert.is(parseResizedAttribute('[]'), undefined);
  assert.is(parseResizedAttribute('{"broken'), undefined);
  const map = mergeResizedImages({ '1': 'pending' }, { '1': { id: '1' }, '2': 'video', '3': 7 });
  assert.equal(map, { '1': { id: '1' }, '2': 'video' });
  assert.equal(mergeResizedImages(map, 'resizing success'), map);
});

test('location: footer, then header, then sidebar, else content', () => {
  resetDom(
    '<footer><div class="sbi" id="f"></div><header><div class="sbi" id="fh"></div></header></footer>' +
      '<div class="header"><div class="sbi" id="h"></div></div><aside><div class="sbi" id="s"></div></aside>' +
      '<div class="sidebar"><div class="sbi" id="s2"></div></div><main><div class="sbi" id="c"></div></main>',
  );
  const at = (id: string) => feedLocation(document.getElementById(id)!);
  assert.equal(['f', 'fh', 'h', 's', 's2', 'c'].map(at), ['footer', 'footer', 'header', 'sidebar', 'sidebar', 'content']);
});

test('request fields: exact names, order and jQuery.param encoding', () => {
  resetDom(FEED);
  const options = readFeedOptions(document.querySelector('.sbi')!);
  assert.is(
    ajaxBody({ action: 'sbi_load_more_clicked', fields: loadMoreFields(options, { offset: 6, page: 2, location: 'content', resolution: 150 }) }),
    'action=sbi_load_more_clicked&offset=6&page=2&feed_id=*1&atts=%7B%22feed%22%3A%221%22%7D&location=content&post_id=45&current_resolution=150&locator_nonce=n0nce',
  );
  assert.is(
    ajaxBody({ action: 'sbi_resized_images_submit', fields: resizeFields(options, { ids: ['17', '18'], offset: 6, location: 'footer' }) }),
    'action=sbi_resized_images_submit&needs_resizing%5B%5D=17&needs_resizing%5B%5D=18&offset=6&feed_id=*1&atts=%7B%22feed%22%3A%221%22%7D&location=footer&post_id=45&cache_all=false&locator_nonce=n0nce',
  );
  assert.is(
    ajaxBody({ action: 'sbi_do_locator', fields: locatorFields(options, 'sidebar') }),
    'action=sbi_do_locator&feed_id=*1&atts=%7B%22feed%22%3A%221%22%7D&location=sidebar&post_id=45&locator_nonce=n0nce',
  );
});

test('consent: given without the gdpr flag; the listed plugins; WP GDPR Compliance when an optional consent is allowed', () => {
  assert.ok(consentGiven(window, false));
  assert.not.ok(consentGiven(window, true));
  setPageGlobal('cnArgs', {});
  document.cookie = 'cookie_notice_accepted=true';
  assert.ok(consentGiven(window, true));
  resetDom();
  setPageGlobal('Cookiebot', { consented: true });
  assert.ok(consentGiven(window, true));
  resetDom();
  setPageGlobal('wpgdprcFront', { cookieName: 'wpgdprc-consent', consents: [{ ID: 3, required: '1' }, { ID: 4, required: '' }] });
  document.cookie = 'wpgdprc-consent=3_accepted,4_declined';
  assert.not.ok(consentGiven(window, true), 'a required consent is not a choice');
  document.cookie = 'wpgdprc-consent=4_accepted';
  assert.ok(consentGiven(window, true));
  document.cookie = 'wpgdprc-consent=accept';
  assert.ok(consentGiven(window, true));
});

test.run();
