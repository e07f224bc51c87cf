/** Page navigation in one place, so tests (jsdom has none) can watch it instead. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
