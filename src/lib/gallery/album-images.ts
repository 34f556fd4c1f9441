import { entryPath, folderOf } from '../content/content-layout.ts';
import { escapeRegExp } from '../text.ts';

/**
 * Extensions tried for each candidate name, in this order: the photo types of image-files.ts, with JPG and JPEG also in
 * the capitals cameras write, as uploads keep whatever case the camera gave them.
 */
export const albumPhotoExtensions = ['avif', 'webp', 'JPG', 'JPEG', 'jpg', 'png', 'jpeg'] as const;

/** Where an album's photos live and how they are named. */
export interface AlbumFiles {
	/** The album's folder under content/gallery, as written on disk (e.g. 'Classes'). */
	folder: string;
	/** Photo n is looked for as `<prefix><n>` before plain `<n>`; without a prefix only `<n>` is tried. */
	prefix?: string | undefined;
}

/** The result of matching an album's photo list against the files found. */
export interface ResolvedAlbum {
	/** One entry per listed photo: its path relative to content/gallery, or undefined when no file matches. */
	paths: (string | undefined)[];
	/** Build warnings naming the album's index.yaml and the photo numbers concerned. */
	warnings: string[];
}

/** The folder name in the other case: 'classes' -> 'Classes', 'Classes' or 'CLASSES' -> 'classes'. */
export function otherCase(folder: string): string {
	const lower = folder.toLowerCase();
	return folder === lower ? folder.charAt(0).toUpperCase() + folder.slice(1) : lower;
}

/** The folder of an album's entry file, e.g. 'content/gallery/Classes/index.yaml' -> 'Classes'. */
export function albumFolder(entryFile: string): string {
	const parts = entryFile.split(/[\\/]/);
	const folder = parts.at(-2);
	if (!folder) throw new Error(`${entryFile}: an album's index.yaml must sit in its own folder under ${folderOf('gallery')}`);
	return folder;
}

const fileNames = ({ prefix }: AlbumFiles, n: number): string[] => (prefix ? [`${prefix}${n}`, `${n}`] : [`${n}`]);

/**
 * Every path photo n (1-based) may have, in the order tried: folder as written then in the other case,
 * the prefixed name then the plain number, then each extension.
 */
export function photoCandidates(album: AlbumFiles, n: number): string[] {
	const folders = [...new Set([album.folder, otherCase(album.folder)])];
	return folders.flatMap((folder) => fileNames(album, n).flatMap((name) => albumPhotoExtensions.map((ext) => `${folder}/${name}.${ext}`)));
}

/** The first candidate path of photo n that exists among `files` (paths relative to content/gallery). */
export function resolvePhoto(files: ReadonlySet<string>, album: AlbumFiles, n: number): string | undefined {
	return photoCandidates(album, n).find((path) => files.has(path));
}

/** The photo numbers that have a file in the album's folder (either case) under either name pattern. */
export function photoNumbersFound(files: ReadonlySet<string>, album: AlbumFiles): number[] {
	const folders = new Set([album.folder, otherCase(album.folder)]);
	const prefix = album.prefix ? `(?:${escapeRegExp(album.prefix)})?` : '';
	const name = new RegExp(`^${prefix}([1-9]\\d*)\\.(?:${albumPhotoExtensions.join('|')})$`);
	const numbers = new Set<number>();
	for (const path of files) {
		const slash = path.lastIndexOf('/');
		if (!folders.has(path.slice(0, slash))) continue;
		const match = name.exec(path.slice(slash + 1));
		if (match?.[1]) numbers.add(Number(match[1]));
	}
	return [...numbers].sort((a, b) => a - b);
}

/**
 * Resolves photos 1..count of an album and describes what does not add up, for the build log. Photos in `named`
 * give their own file (`image`, as the CMS uploads them), so they are not looked for by number.
 */
export function resolveAlbum(
	files: ReadonlySet<string>,
	album: AlbumFiles,
	count: number,
	named: ReadonlySet<number> = new Set(),
): ResolvedAlbum {
	const where = entryPath('gallery', album.folder);
	const names = (n: number) => fileNames(album, n).join(' or ');
	const paths = Array.from({ length: count }, (_, i) => (named.has(i + 1) ? undefined : resolvePhoto(files, album, i + 1)));
	const warnings = paths.flatMap((path, i) =>
		path || named.has(i + 1)
			? []
			: [`${where}: photo ${i + 1} has no file named ${names(i + 1)} (.${albumPhotoExtensions.join(', .')}); the placeholder is shown`],
	);
	const found = [...new Set([...photoNumbersFound(files, album), ...named])];
	if (found.length !== count) {
		const unlisted = found.filter((n) => n > count);
		warnings.push(
			`${where}: lists ${count} photos but ${found.length} photo files were found` +
				(unlisted.length ? `; add photo ${unlisted.join(', ')} to the list or remove the file` : ''),
		);
	}
	return { paths, warnings };
}
