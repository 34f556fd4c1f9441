import { afterSections, beforeSections } from '../lists/sections.ts';

/** Where content/pages/home.yaml puts a part of the page: `after` names the section it follows. */
interface Placed {
	after?: string | undefined;
}

/**
 * The slots of PageSections that "Your first visit" and the member stories fill: after the section each names, or else
 * the first visit before every section and the stories after the last. No stories block, no slot.
 */
export function homeSlots(home: { today: Placed; stories?: Placed | undefined }): { firstVisit: string; stories: string | undefined } {
	return { firstVisit: home.today.after ?? beforeSections, stories: home.stories && (home.stories.after ?? afterSections) };
}
