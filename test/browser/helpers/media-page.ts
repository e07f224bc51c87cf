// The `/media/` page of the real Kidsplanet (generation A) and DiveIt (B) sites, trimmed to what the library
// starters read (`[trx_button popup="yes"]`, `[trx_popup]`, `[trx_audio]` beside WordPress's `[audio]`,
// `[trx_slider engine="swiper"]`, `[trx_blogger style="masonry_3"]`, image links), with the theme's storage after
// the content, and the libraries the footer prints: stand-ins that record each call, or the real files.

/** What the page's footer prints before the theme's storage (and the head, its stylesheets). */
export interface Libraries {
  head?: string;
  scripts: string;
}

/** Stand-ins that record each call (fixtures/pages/assets/library-stand-ins.js). */
export const STAND_INS: Libraries = { scripts: '<script src="/assets/library-stand-ins.js"></script>' };

const STRINGS = { magnific_loading: 'Loading image', magnific_error: 'Error loading image' };
const STORAGE = {
  A: `var THEMEREX_GLOBALS = ${JSON.stringify({ strings: STRINGS, ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: 'n', popup_engine: 'magnific', media_elements_enabled: true, menu_slider: true, accent2_color: '#f5a623', toc_menu: 'no' })};`,
  B: `var DIVEIT_STORAGE = ${JSON.stringify({ strings: STRINGS, ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: 'n', popup_engine: 'magnific', media_elements_enabled: '1', menu_hover: 'slide_line', accent1_hover: '#1eaace', toc_menu: 'hide' })};`,
};

/** The main menu: one item (the menu slide's own test gives a header as the theme prints it). */
const MENU = '<nav><ul id="menu_main" class="menu_main_nav"><li class="menu-item"><a href="/">Home</a></li></ul></nav>';

/** Markup as the real `/media/` pages print it (trimmed to what the starters read). */
export function mediaPage(generation: 'A' | 'B', libraries: Libraries, extra = '', menu = MENU): string {
  const slide = (n: number) =>
    generation === 'A'
      ? `<div class="swiper-slide" style="width:100%;height:250px;"><img class="wp-post-image" height="250px" alt="image_${n}.jpg" src="/assets/post-${n}.svg"></div>`
      : `<div class="swiper-slide" style="background-image:url(/assets/post-${n}.svg);width:100%;height:250px;"></div>`;
  const item = (n: number) => `<div class="isotope_item isotope_item_masonry isotope_item_masonry_3 isotope_column_3"><div class="post_item post_item_masonry"><div class="post_content isotope_item_content"><h4 class="post_title"><a href="/post-${n}/">Post ${n}</a></h4></div></div></div>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Media</title>
${libraries.head ?? ''}<style>.isotope_wrap .isotope_item { opacity: 0; } .isotope_wrap .isotope_item.isotope_item_show { opacity: 1; } .isotope_item { float: left; width: 30%; } .sc_slider_prev, .sc_slider_next { display: inline-block; width: 20px; height: 20px; } .sc_slider_swiper .sc_slider_pagination_wrap span { display: inline-block; width: 8px; height: 8px; margin: 0 0.75em 0 0; }</style></head>
<body><div class="body_wrap">${menu}
<article class="post_item_single"><section class="post_content">
<h3>Image links</h3>
<p><a href="/assets/image_1.jpg"><img src="/assets/post-1.svg" alt="First" width="150" height="100"></a> <a href="/assets/image_2.jpg"><img src="/assets/post-2.svg" alt="Second" width="150" height="100"></a></p>
<h3>Popup button</h3>
<a href="#media_popup" class="sc_button sc_button_square sc_button_style_filled sc_button_size_small sc_popup_link">Open the popup</a>
<div id="media_popup" class="sc_popup mfp-with-anim mfp-hide"><p>The popup's text.</p></div>
<h3>Audio</h3>
<div class="sc_audio_player sc_audio sc_audio_info" data-width="" data-height=""><div class="sc_audio_header"><h6 class="sc_audio_title">A short sound</h6></div><div class="sc_audio_container"><audio class="sc_audio" src="/assets/silence.wav" width="" height="" data-title="A short sound" data-author="Nobody"></audio></div></div>
<audio class="wp-audio-shortcode" id="audio-13-1" preload="none" style="width: 100%;" controls="controls"><source type="audio/wav" src="/assets/silence.wav?_=1"></audio>
<h3>Slider</h3>
<div id="sc_slider_1230256221" class="sc_slider sc_slider_swiper swiper-slider-container sc_slider_height_fixed sc_slider_controls sc_slider_pagination${generation === 'B' ? ' sc_slider_bg' : ''}" data-old-height="250" data-interval="600000" style="height:250px;width:100%;"><div class="slides swiper-wrapper">${[1, 2, 3].map(slide).join('')}</div><div class="sc_slider_controls_wrap"><a class="sc_slider_prev" href="#"></a><a class="sc_slider_next" href="#"></a></div><div class="sc_slider_pagination_wrap"></div></div>
<h3>Masonry grid</h3>
<div id="sc_blogger_216719482" class="sc_blogger layout_masonry_3 template_masonry sc_blogger_horizontal"><div class="isotope_wrap" data-columns="3">${[1, 2, 3].map(item).join('')}</div></div>
${extra}
</section></article></div>
${libraries.scripts}
<script id="${generation === 'A' ? 'themerex' : 'diveit'}-core-init-script-js-extra">${STORAGE[generation]}</script>
<script type="module" src="/dist/enhance.js"></script>
</body></html>`;
}

/** A short silent WAV (8 kHz, 8 bits, mono), as the real sites' `/media/` page writes to its uploads. */
export function silence(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

