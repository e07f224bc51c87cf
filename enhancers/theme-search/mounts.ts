// The search box's mount code, one small chunk; live search's request code loads on first use.
export { default as liveSearch } from './live-search';
export { default as searchBox } from './search-box';
