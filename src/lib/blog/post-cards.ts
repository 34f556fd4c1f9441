import { draftHeading } from '../content/draft-heading.ts';
import { postPath } from '../content/entry-paths.ts';
import type { DraftWords } from '../content/publishing.ts';
import { formatDay } from '../dates.ts';

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
