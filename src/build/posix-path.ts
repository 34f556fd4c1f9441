import { relative, sep } from 'node:path';

/** A path with forward slashes, as content files, URLs and messages name it on every system. */
export const posixPath = (path: string): string => path.split(sep).join('/');

/** `path` from `root`, with forward slashes (`content/blog/x/index.mdx`). */
export const relativePosix = (root: string, path: string): string => posixPath(relative(root, path));
