import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { posixPath, relativePosix } from '@/build/posix-path';

describe('posixPath', () => {
	it("joins a path's parts with forward slashes", () => expect(posixPath(join('content', 'blog', 'x.mdx'))).toBe('content/blog/x.mdx'));

	it('gives a path from a root', () =>
		expect(relativePosix(join('/site'), join('/site', 'content', 'team', 'a.md'))).toBe('content/team/a.md'));
});
