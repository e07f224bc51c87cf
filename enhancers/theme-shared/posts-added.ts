/**
 * Dispatched (bubbling) on the element that received a page of posts (view more): where the theme called its
 * `{p}_init_post_formats()` again, so that what decorates server markup at ready decorates the new posts too.
 */
export const POSTS_ADDED = 'wp-enhance:posts-added';
