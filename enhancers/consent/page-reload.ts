/** The page reload after a saved consent; replaceable in tests (jsdom cannot navigate). */
export const pageReload = { reload: (): void => location.reload() };
