/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// `npm run check:launch-facts`: the SPEC.md launch facts against content/, apart from `npm test`.
export default getViteConfig({
	test: { include: ['tests/launch-facts/**/*.check.ts'] },
});
