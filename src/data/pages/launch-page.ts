import { readLaunchList } from '@/build/launch/launch-list';
import { gymTimeZone, siteLocale } from '@/lib/browser/gym-locale';

/**
 * What /admin/launch draws: the gym's name, the day the build ran, and the launch list (the made-up facts, the stand-in
 * pictures and content:check's warnings). The build runs from the project's root, where the list reads content/.
 */
export async function loadLaunchPage({ settings, now }: App.Locals) {
	const { facts, pictures, warnings } = await readLaunchList(process.cwd());
	return {
		siteName: settings.name,
		built: new Intl.DateTimeFormat(siteLocale, { dateStyle: 'long', timeZone: gymTimeZone }).format(now),
		facts,
		pictures,
		warnings,
	};
}
