import type { APIRoute } from 'astro';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { todayStates } from '@/lib/schedule/today-list';
import { buildClock } from '@/data/clock';
import { loadPage } from '@/data/pages';
import { loadSettings } from '@/data/settings';
import { loadWeek } from '@/data/timetable';
import { loadWords } from '@/data/words';

/** /timetable.json: the home page's next classes through every day, which its script reads once it has painted. */
export const GET: APIRoute = async () => {
	const { today } = await loadPage('home');
	const settings = await loadSettings();
	const words = await loadWords();
	const hours = { weekly: settings.openingHours, special: settings.specialHours };
	const states = todayStates(weeklySessions(await loadWeek()), hours, buildClock().date, today.count, {
		...today,
		closed: words.openNow.closed,
		opens: words.openNow.opens,
		...words.specialDays,
		noMore: words.noMoreToday.note,
		nextDay: words.noMoreToday.next,
		days: words.days,
	});
	return new Response(JSON.stringify(states), { headers: { 'Content-Type': 'application/json' } });
};
