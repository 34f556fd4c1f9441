import { z } from 'astro/zod';
import type { ImageField } from '@/lib/schemas/shared';

/** Stands in for Astro's image() in schema tests: any non-empty path string passes. */
export const imageStub = (() => z.string().min(1)) as unknown as ImageField;
