import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';
import { afterOnDemand } from '../../src/on-demand-scripts';
import { callPlugin } from './jquery-plugin';
import { IMAGE_LINKS } from './selectors';
import { themeString } from './theme-strings';

/** The options core.init.js gives Magnific Popup (the same in both generations). */
export function magnificImageOptions(): Record<string, unknown> {
  return {
    type: 'image',
    mainClass: 'mfp-img-mobile',
    closeOnContentClick: true,
    closeBtnInside: true,
    fixedContentPos: true,
    midClick: true,
    preloader: true,
    tLoading: themeString('magnific_loading'),
    gallery: { enabled: true },
    image: { tError: themeString('magnific_error'), verticalFit: true },
  };
}

export const PRETTY_PHOTO_OPTIONS = { social_tools: '', theme: 'facebook', deeplinking: false };

/**
 * The image links of the page start the theme's lightbox (`popup_engine`: Magnific or prettyPhoto, the library
 * the theme printed), as core.init.js did: every image link gets the engine's `rel`, and the links not started
 * yet (`:not(.inited)`, minus the ones the theme leaves to another engine) become one gallery, marked `inited`.
 * The first link mounted starts its whole group; a link already in a group has nothing left to do.
 */
export default defineEnhancerModule({
  mount(element) {
    return afterOnDemand('lightbox', element, startGroup);
  },
});

function startGroup(element: Element): void {
  if (element.classList.contains('inited')) return;
  const doc = element.ownerDocument;
  const engine = themeStorage()?.['popup_engine'];
  // DiveIt leaves Essential Grid's lightbox links alone; Kidsplanet has no such exception.
  const esgbox = findThemeStorage()?.generation === 'B' ? ':not(.esgbox)' : '';
  const links = Array.from(doc.querySelectorAll(IMAGE_LINKS));
  if (engine === 'magnific') {
    links.forEach((link) => link.setAttribute('rel', 'magnific'));
    const group = Array.from(doc.querySelectorAll(`a[rel*='magnific']:not(.inited)${esgbox}:not(.prettyphoto):not([rel*='pretty']):not([data-rel*='pretty'])`));
    start(group, 'magnificPopup', magnificImageOptions());
  } else if (engine === 'pretty') {
    links.forEach((link) => link.setAttribute('rel', 'prettyPhoto[slideshow]'));
    const group = Array.from(doc.querySelectorAll(`a[rel*='prettyPhoto']:not(.inited)${esgbox}:not([data-rel*='pretty']):not([rel*='magnific']):not([data-rel*='magnific'])`));
    start(group, 'prettyPhoto', PRETTY_PHOTO_OPTIONS);
  }
}

function start(group: Element[], plugin: string, options: Record<string, unknown>): void {
  if (group.length === 0) return;
  group.forEach((link) => link.classList.add('inited'));
  callPlugin(group, plugin, options);
}
