// The gym's clock and language: every day, hour and date on the site is London's, whatever the device's own zone,
// and every date, list and sort is written the British way. Tiny, since page scripts carry it.

/** The gym's time zone: GMT in winter, BST in summer. */
export const gymTimeZone = 'Europe/London';

/** The language dates, lists and sorting follow. */
export const siteLocale = 'en-GB';
