/** Leaving the page (the profile page after a booking); replaceable in tests, where jsdom cannot navigate. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
