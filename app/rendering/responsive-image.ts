// Uploaded images (one WebP of up to 1600 px per upload) come in smaller widths too, served by
// app/routes/upload.ts; pages list them in srcset so a phone loads the 400 px one. Illustrations
// (SVG) scale by themselves and get none.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

const UPLOAD = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** The `srcset` for an image address, or undefined when it has no smaller widths. */
export function responsiveSrcSet(src: string): string | undefined {
  const hash = UPLOAD.exec(src)?.[1];
  return hash && IMAGE_WIDTHS.map((width) => `/uploads/${hash}-${width}.webp ${width}w`).join(", ");
}
