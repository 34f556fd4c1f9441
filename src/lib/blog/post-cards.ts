import { kindOf } from '../classes/class-types.ts';
import { draftHeading } from '../content/draft-heading.ts';
import { classPath, postPath } from '../content/entry-paths.ts';
import type { DraftWords } from '../content/publishing.ts';
import { formatDay } from '../dates.ts';
import type { ClassType } from '../schemas/classes.ts';

/** What a post's card reads of its entry. */
export interface CardPost<Image> {
	id: string;
	data: { heading: string; description: string; image: Image; imageAlt: string; published: Date; draft: boolean };
}

/** A post as its card shows it on /blog and the archive: the link, the heading (with its draft label at `now`), the day. */
export function postCard<Image>({ id, data }: CardPost<Image>, now: Date, words: DraftWords) {
	return {
		href: postPath(id),
		heading: draftHeading(data.heading, data, now, words),
		description: data.description,
		image: data.image,
		imageAlt: data.imageAlt,
		date: data.published,
		dateLabel: formatDay(data.published),
	};
}

export type PostCard<Image = ImageMetadata> = ReturnType<typeof postCard<Image>>;

/** What a class guide's row reads of its entry. */
export interface CardGuide<Image> {
	id: string;
	data: { classTitle: string; description: string; image: Image; type?: ClassType | undefined; draft: boolean };
}

/**
 * A class guide as its row shows it on /blog: the link, the heading (with its draft label at `now`), its picture (a
 * thumbnail beside the name, which says what it shows), its kind.
 */
export function guideCard<Image>(
	{ id, data }: CardGuide<Image>,
	now: Date,
	words: { drafts: DraftWords; classTypes: Readonly<Record<ClassType, string>> },
) {
	return {
		href: classPath(id),
		heading: draftHeading(data.classTitle, { draft: data.draft }, now, words.drafts),
		description: data.description,
		image: data.image,
		type: kindOf(data.type, words.classTypes),
	};
}

export type GuideCard<Image = ImageMetadata> = ReturnType<typeof guideCard<Image>>;
