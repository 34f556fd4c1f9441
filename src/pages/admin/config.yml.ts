import type { APIRoute } from 'astro';
import { stringify } from 'yaml';

import { buildCmsConfig } from '@/cms/config';
import { cmsOAuth, cmsRepository } from '@/cms/repository';

/** /admin/config.yml: Sveltia CMS's configuration, generated from the content schemas at build time. */
export const GET: APIRoute = ({ locals }) => {
	const config = buildCmsConfig({ ...cmsRepository(), siteUrl: locals.settings.url, oauth: cmsOAuth() });
	return new Response(stringify(config, { lineWidth: 0 }), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
};
