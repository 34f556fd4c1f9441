/**
 * Stands in for src/pictures/stand-in-pictures.ts, which reads the marker in the picture files under content/: a
 * fixture's picture is a stand-in when its path says so.
 */
export const isStandInPicture = (picture: string) => picture.includes('stand-in');
