import * as z from 'zod/mini';

/** `view_more_posts`: the posts' HTML, whether there are more, and B's filters. */
export default z.looseObject({
  error: z.string(),
  data: z.optional(z.string()),
  no_more_data: z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()])),
  filters: z.optional(z.unknown()),
});
