// `react` in the production bundle: Preact's core and hooks, with React's names for what the code uses.
export { Component, Fragment } from 'preact';
export { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { useId } from './use-id';
export { useSyncExternalStore } from './use-sync-external-store';
