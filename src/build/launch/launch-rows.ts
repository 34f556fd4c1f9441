import { homePath } from '../../lib/content/entry-paths.ts';
import type { LaunchWarningGroup, StandInFact, StandInPicture } from './launch-list.ts';

/** The editor's form for a file: its label ("Team → Anna Smith") and its address in /admin. */
export interface EditorForm {
	label: string;
	href: string;
}

/**
 * How the editor names things, from src/cms: the form of a content file (of the entry named `entry`), and a field's
 * label. The page's loader hands them in, as the build's tooling imports nothing of the CMS.
 */
export interface EditorNames {
	formOf: (file: string, entry?: string) => EditorForm | undefined;
	fieldLabel: (key: string) => string;
}

/** A page a stand-in picture is on: a link for a page's address, words for the rest (the share picture's "every page"). */
export interface PictureListedPage {
	label: string;
	href?: string;
}

/** The launch list as /admin/launch draws it: the counts, then each table's rows, each with the form to fix it in. */
export interface LaunchRows {
	counts: { facts: number; pictures: number; warnings: number };
	/** Nothing is made up and nothing is warned about. */
	ready: boolean;
	/** content:check's warnings by heading, the empty headings left out; `id` labels the group's table. */
	warningGroups: { id: string; heading: string; rows: { file: string; message: string; form: EditorForm | undefined }[] }[];
	/** The made-up entries; `fields` are the labels of the made-up fields, none when the whole entry is. */
	facts: { entry: string; file: string; fields: string[]; form: EditorForm | undefined }[];
	/** The shot list, numbered from 1; `pages` once each, in the order the picture's uses name them. */
	pictures: (Omit<StandInPicture, 'uses'> & { number: number; pages: PictureListedPage[]; form: EditorForm | undefined })[];
}

/** A page's address as a link, the home page's marked as the home page; other words as they are. */
function listedPage(page: string): PictureListedPage {
	if (!/^\/\S*$/.test(page)) return { label: page };
	return { label: page === homePath ? `${homePath} (home)` : page, href: page };
}

/**
 * The rows of the launch list: the stand-in facts and pictures and content:check's warnings, each with the editor's
 * form for its file. A picture's form is that of the first entry naming it.
 */
export function launchRows(
	list: { facts: StandInFact[]; pictures: StandInPicture[]; warnings: LaunchWarningGroup[] },
	editor: EditorNames,
): LaunchRows {
	const { facts, pictures, warnings } = list;
	const counts = {
		facts: facts.length,
		pictures: pictures.length,
		warnings: warnings.reduce((sum, group) => sum + group.warnings.length, 0),
	};
	return {
		counts,
		ready: counts.facts === 0 && counts.pictures === 0 && counts.warnings === 0,
		warningGroups: warnings
			.filter((group) => group.warnings.length > 0)
			.map((group, index) => ({
				id: `warnings-${index + 1}`,
				heading: group.heading,
				rows: group.warnings.map(({ file, message }) => ({ file, message, form: file ? editor.formOf(file) : undefined })),
			})),
		facts: facts.map(({ entry, file, fields }) => ({
			entry,
			file,
			fields: fields.map(editor.fieldLabel),
			form: editor.formOf(file, entry),
		})),
		pictures: pictures.map(({ uses, ...picture }, index) => {
			const firstEntry = uses[0]?.where.split(':')[0];
			return {
				...picture,
				number: index + 1,
				pages: [...new Set(uses.map(({ page }) => page))].map(listedPage),
				form: firstEntry === undefined ? undefined : editor.formOf(firstEntry),
			};
		}),
	};
}
