// Kept apart from the zod schemas so browser scripts can import the weekdays without bundling zod.
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];
