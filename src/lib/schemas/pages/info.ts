import { z } from 'astro/zod';

import type { ImageField } from '../shared.ts';
import { cta, page, sections } from './blocks.ts';

/** The words of a page of sections only, such as /privacy and /accessibility. */
export const infoPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({ ...page, sections: sections(image), cta: cta.describe('The contact box at the foot of the page') });
