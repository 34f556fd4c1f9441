import { z } from 'astro/zod';

/** Stands in for Astro's image() in schema tests: any non-empty path string passes. */
export const imageStub = () => z.string().min(1);
