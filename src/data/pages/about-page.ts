import type { CollectionEntry } from 'astro:content';

import { renderEntry } from '@/data/collections/entries';
import { loadPageWords } from '@/data/collections/page-words';
import { loadTeam } from '@/data/collections/team';
import { teamFaces } from '@/lib/about/team';
import { fillTemplate } from '@/lib/browser/fill-template';
import { dayPassBand } from '@/lib/sign-up/closing-band';
import { joinNames } from '@/lib/text';

/** A member of the team as their card draws them: the entry and their rendered bio. */
async function withBio(member: CollectionEntry<'team'>) {
	return { member, Bio: (await renderEntry(member)).Content };
}

export type TeamMember = Awaited<ReturnType<typeof withBio>>;

/**
 * What /about-us draws beyond its own words: the team in its two groups with their bios, the toggle's faces and count,
 * and the closing band, which offers joining beside the day pass (the join link alone, without a band).
 */
export async function loadAboutPage({ settings }: App.Locals) {
	const page = await loadPageWords('about-us');
	const { coOwners, staff } = await loadTeam();
	const { team } = page;
	return {
		page,
		team: {
			words: team,
			coOwners: await Promise.all(coOwners.map(withBio)),
			staff: await Promise.all(staff.map(withBio)),
			count: fillTemplate(team.toggleCount, {
				count: `${coOwners.length + staff.length}`,
				owners: joinNames(coOwners.map((member) => member.data.name)),
			}),
			// Four monograms and the count of the rest fit across a 320 px toggle beside its chevron.
			faces: teamFaces(
				[...coOwners, ...staff].map((member) => member.data.name),
				4,
				coOwners.length,
			),
		},
		join: { label: team.joinLabel, href: settings.signUp.join },
		band: dayPassBand(page.cta, settings.signUp, team.joinLabel),
	};
}
