/** A BCP 47 language tag as Open Graph's og:locale writes it, language and region joined by an underscore: en-GB → en_GB. */
export const ogLocaleOf = (locale: string): string => locale.replace('-', '_');
