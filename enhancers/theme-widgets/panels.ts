// Content panels that usually come together (accordions, tabs, toggles, info boxes): one chunk.
import accordion from './accordion';
import infoboxClose from './infobox-close';
import tabs from './tabs';
import toggles from './toggles';

export const modules = { accordion, tabs, toggles, 'infobox-close': infoboxClose };
