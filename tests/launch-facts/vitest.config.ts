/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// `npm run check:launch-facts`: the launch facts of docs/product.md (the specification) against content/, apart from `npm test`.
export default getViteConfig({
	test: { include: ['tests/launch-facts/**/*.check.ts'] },
});
