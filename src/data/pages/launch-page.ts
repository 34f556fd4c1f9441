import { readLaunchList } from '@/build/launch/launch-list';
import { launchRows } from '@/build/launch/launch-rows';
import { cmsFormOf } from '@/cms/config';
import { toLabel } from '@/cms/fields';
import { gymTimeZone, siteLocale } from '@/lib/browser/gym-locale';

/**
 * What /admin/launch draws: the gym's name, the day the build ran, and the rows of the launch list (the made-up facts,
 * the stand-in pictures and content:check's warnings), each with the editor's form to fix it in. The build runs from
 * the project's root, where the list reads content/.
 */
export async function loadLaunchPage({ settings, now }: App.Locals) {
	const list = await readLaunchList(process.cwd());
	return {
		siteName: settings.name,
		built: new Intl.DateTimeFormat(siteLocale, { dateStyle: 'long', timeZone: gymTimeZone }).format(now),
		...launchRows(list, { formOf: cmsFormOf, fieldLabel: toLabel }),
	};
}
