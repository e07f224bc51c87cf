/**
 * The markup the library starters claim, apart from their code: the theme family's list (loaded at start on every
 * theme page) needs the selectors, not the starters.
 */
/** Links to an image, as the theme's core.init.js selects them (`{p}_init_post_formats`). */
export const IMAGE_LINKS = "a[href$='jpg'],a[href$='jpeg'],a[href$='png'],a[href$='gif']";
/** `[trx_audio]`/`[trx_video]`'s media: not WordPress's own shortcodes', which wp-mediaelement starts. */
export const THEME_MEDIA = 'audio:not(.wp-audio-shortcode), video:not(.wp-video-shortcode)';
/** What the reviews script (trx_utils js/core.reviews.js) starts at ready: the rating editor's parts. */
export const REVIEWS_EDITOR =
  '.reviews_editable .reviews_slider, .reviews_editor .reviews_editable .reviews_stars_wrap, .reviews_editor .reviews_max_level_100 .reviews_criteria, .reviews_accept';
