// How large a page form's body may be. A route that takes files exports `handle` with its own limit
// (`export const handle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES }`); the web server refuses anything
// larger before the action reads a byte of it.

/** Any page form without files: far more than the longest product description needs. */
export const FORM_BODY_MAX_BYTES = 256 * 1024;

/** Forms that upload a file (avatars up to 5 MB, catalogue files up to 7 MB), with room for the form. */
export const UPLOAD_BODY_MAX_BYTES = 8 * 1024 * 1024;

/** A route module's `handle` that lets it take larger bodies. */
export type BodyLimitHandle = { maxBodyBytes?: number };
