// What an uploaded picture may be, shared by the server's check (images.server.ts) and the deal
// editor's check in the browser, so a partner hears about a refused file before sending it.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuse decompression bombs: a small file that unpacks to an enormous bitmap. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The types a browser reports for the formats the server reads (images.server.ts checks the bytes). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
