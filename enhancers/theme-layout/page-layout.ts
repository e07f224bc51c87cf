// The layout behaviours nearly every theme page has from the start (header, scrolling), all plain DOM:
// one chunk. The menus and panels (components) load on their own when used.
import buttonHover from './button-hover';
import externalLinks from './external-links';
import fixedHeader from './fixed-header';
import menuHover from './menu-hover';
import responsiveLayout from './responsive-layout';
import scrollToTop from './scroll-to-top';
import smoothAnchors from './smooth-anchors';

export const modules = {
  'responsive-layout': responsiveLayout,
  'menu-hover': menuHover,
  'fixed-header': fixedHeader,
  'scroll-to-top': scrollToTop,
  'smooth-anchors': smoothAnchors,
  'external-links': externalLinks,
  'button-hover': buttonHover,
};
