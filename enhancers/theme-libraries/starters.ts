import grid from './grid';
import hoverDir from './hover-dir';
import imageLightbox from './image-lightbox';
import mediaPlayer from './media-player';
import { loadsOnDemand } from './on-demand-starter';
import popupLink from './popup-link';
import slider from './slider';
import videoBackground from './video-background';

/** The starters of the libraries the theme's replaced init scripts started: one small chunk, by short name. */
export const modules = {
  'image-lightbox': imageLightbox,
  'popup-link': popupLink,
  'media-player': mediaPlayer,
  'media-files': loadsOnDemand('media'),
  'share-buttons': loadsOnDemand('share'),
  reviews: loadsOnDemand('reviews'),
  slider,
  grid,
  'hover-dir': hoverDir,
  'video-background': videoBackground,
};
