import * as z from 'zod/mini';

/** A ThemeREX answer that may carry the server's HTML in `data` (a menu item, a sorted table). */
export default z.looseObject({ error: z.string(), data: z.optional(z.string()) });
