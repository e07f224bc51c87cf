import * as z from 'zod/mini';

/** A ThemeREX answer whose `data` is the server's HTML (search results, a month's table). */
export default z.looseObject({ error: z.string(), data: z.string() });
