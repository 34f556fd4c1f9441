import { redirectPairs } from '@/integrations/page-pipeline';
import { redirects as moved } from '@/redirects';

/**
 * Every redirect of src/redirects.ts as each host must answer it: the old address with and without a trailing slash,
 * moved permanently. Tests read the addresses from here, never spell them.
 */
export const redirects: { from: string; to: string; status: number }[] = redirectPairs(moved).map(([from, to]) => ({
	from,
	to,
	status: 301,
}));
