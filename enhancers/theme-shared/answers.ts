import { lazySchema } from '../../src/answer-schema';

// The theme's answers, each checked by a schema fetched beside its first request (src/answer-schema.ts).

export const themeAnswer = lazySchema(() => import(/* @not-ahead */ './theme-answer'));
export const htmlAnswer = lazySchema(() => import(/* @not-ahead */ './html-answer'));
export const optionalHtmlAnswer = lazySchema(() => import(/* @not-ahead */ './optional-html-answer'));
