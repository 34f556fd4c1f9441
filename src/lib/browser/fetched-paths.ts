// The addresses a page's script fetches, here so a script's types can name them; src/lib/content/entry-paths.ts lists
// them with every other address.

/** The home page's next classes through every day, which its script fetches once it has painted: /timetable.json. */
export const timetableJsonPath = '/timetable.json';

/**
 * An address a page's script fetches. The script spells it out, held to the constant by this type: the bundler keeps
 * an imported constant as a variable of its own, bytes the home page would carry inline.
 */
export type FetchedPath = typeof timetableJsonPath;
