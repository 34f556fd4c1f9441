/** The shared placeholder (public/images/placeholder.svg) and its intrinsic size, for width and height attributes. */
export const placeholder = { src: '/images/placeholder.svg', width: 800, height: 600 } as const;
