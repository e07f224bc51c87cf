// The layout behaviours nearly every theme page has (header, menus, scrolling): one chunk.
import externalLinks from './external-links';
import fixedHeader from './fixed-header';
import menuHover from './menu-hover';
import pageContents from './page-contents';
import responsiveLayout from './responsive-layout';
import scrollToTop from './scroll-to-top';
import sideMenu from './side-menu';
import smoothAnchors from './smooth-anchors';

export const modules = {
  'responsive-layout': responsiveLayout,
  'side-menu': sideMenu,
  'menu-hover': menuHover,
  'fixed-header': fixedHeader,
  'scroll-to-top': scrollToTop,
  'page-contents': pageContents,
  'smooth-anchors': smoothAnchors,
  'external-links': externalLinks,
};
