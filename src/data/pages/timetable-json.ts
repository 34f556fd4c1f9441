import { buildClock } from '../site/clock.ts';
import { loadPage } from '../collections/page-words.ts';
import { loadSettings } from '../site/settings.ts';
import { loadWeek } from '../collections/timetable.ts';
import { loadWords } from '../site/words.ts';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { todayStates } from '@/lib/schedule/today-list';

/** What /timetable.json holds: the home page's next classes through every day, in the home page's words. */
export async function loadTimetableJson() {
	const { today } = await loadPage('home');
	const settings = await loadSettings();
	const words = await loadWords();
	const hours = { weekly: settings.openingHours, special: settings.specialHours };
	return todayStates(weeklySessions(await loadWeek()), hours, buildClock().date, today.count, {
		...today,
		closed: words.openNow.closed,
		opens: words.openNow.opens,
		...words.specialDays,
		noMore: words.noMoreToday.note,
		nextDay: words.noMoreToday.next,
		days: words.days,
	});
}
