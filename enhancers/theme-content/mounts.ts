// The content actions' mount code, one small chunk; each action's behaviour loads on first use.
export { default as bookmarks } from './bookmarks';
export { default as calendarWidget } from './calendar-widget';
export { default as categoryDropdown } from './category-dropdown';
export { default as likes } from './likes';
export { default as viewMore } from './view-more';
