import * as z from 'zod/mini';

/** `{prefix}_consent_cookie`: success, and the cookie value in `message`. */
export default z.object({ success: z.optional(z.unknown()), message: z.optional(z.unknown()) });
