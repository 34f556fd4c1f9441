import { headerOnlyDirectives } from './content-security-policy.ts';

/** A response header: its name and its value. */
export interface ResponseHeader {
	readonly name: string;
	readonly value: string;
}

/**
 * The headers every response of the site carries, on every host. astro.config.mjs gives them to the page pipeline,
 * which writes them as the `/*` rule of `_headers` (Netlify, Cloudflare Pages) and as the nginx includes that
 * deploy/nginx/snippets/gym-locations.conf brings into each location.
 */
export const securityHeaders = [
	{ name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
	{ name: 'X-Content-Type-Options', value: 'nosniff' },
	{ name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
	{
		name: 'Permissions-Policy',
		value: 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
	},
	{ name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
	// frame-ancestors only works as a header, so it is set for every file. The build gives each page a rule of its own
	// with the page's script and style policy (which pages built for other hosts also carry in a meta element), plus
	// this rule's: Netlify sends that rule's value instead of this one, Cloudflare both (two policies, both enforced),
	// nginx the page's.
	{ name: 'Content-Security-Policy', value: headerOnlyDirectives.join('; ') },
	// For browsers that predate frame-ancestors.
	{ name: 'X-Frame-Options', value: 'DENY' },
] as const satisfies readonly ResponseHeader[];

/**
 * The hashed build output: a changed file gets a new name, so browsers may keep these for a year. It is not among
 * securityHeaders because the hosts join the values of every rule that matches a path, which would spoil this one.
 */
export const hashedFileHeaders = [
	{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
] as const satisfies readonly ResponseHeader[];

/**
 * Pages and every other file outside /_astro/ (feeds, favicon, video, sitemap): cached, but revalidated on each visit.
 * Netlify and Cloudflare Pages send this of their own, so `_headers` leaves it out (a `/*` rule would join the
 * hashed files' value); the build writes it into the nginx includes of the locations that serve pages and files.
 */
export const unhashedFileHeaders = [
	{ name: 'Cache-Control', value: 'public, max-age=0, must-revalidate' },
] as const satisfies readonly ResponseHeader[];

/** Every host's header rules, by path as `_headers` writes them, in its order: every file, then the hashed files. */
export const responseHeaders = [
	{ path: '/*', headers: securityHeaders },
	{ path: '/_astro/*', headers: hashedFileHeaders },
] as const;
