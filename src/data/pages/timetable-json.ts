import { loadPageWords } from '@/data/collections/page-words';
import { loadWeek } from '@/data/collections/timetable';
import { londonDay } from '@/lib/schedule/browser/london-time';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { todayStates } from '@/lib/schedule/today-list';

/** What /timetable.json holds: the home page's next classes through every day, in the home page's words. */
export async function loadTimetableJson({ settings, words, now }: App.Locals) {
	const { today } = await loadPageWords('home');
	const hours = { weekly: settings.openingHours, special: settings.specialHours };
	return todayStates(weeklySessions(await loadWeek()), hours, londonDay(now), today.count, {
		...today,
		closed: words.openNow.closed,
		opens: words.openNow.opens,
		...words.specialDays,
		noMore: words.noMoreToday.note,
		nextDay: words.noMoreToday.next,
		days: words.days,
	});
}
