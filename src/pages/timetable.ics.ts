import type { APIRoute } from 'astro';
import { timetableCalendar } from '@/data/calendar-feeds';

export const GET: APIRoute = () => timetableCalendar();
