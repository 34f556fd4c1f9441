import type { APIRoute, GetStaticPaths } from 'astro';
import { classCalendar } from '@/data/calendar-feeds';
import { loadWeek } from '@/data/timetable';
import { classFeedSlugs } from '@/lib/classes/class-week';

// One feed for each class that is on the timetable and has a page.
export const getStaticPaths = (async () => classFeedSlugs(await loadWeek()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => classCalendar(params['slug'] ?? '');
