import grid from './grid';
import hoverDir from './hover-dir';
import imageLightbox from './image-lightbox';
import mediaFiles from './media-files';
import mediaPlayer from './media-player';
import menuSlide from './menu-slide';
import popupLink from './popup-link';
import slider from './slider';
import videoBackground from './video-background';

/** The starters of the libraries the theme's replaced init scripts started: one small chunk, by short name. */
export const modules = {
  'image-lightbox': imageLightbox,
  'popup-link': popupLink,
  'media-player': mediaPlayer,
  'media-files': mediaFiles,
  slider,
  grid,
  'hover-dir': hoverDir,
  'video-background': videoBackground,
  'menu-slide': menuSlide,
};
