/** The editors' settings, read as the build reads them, so tests follow a change of domain or link. */
export { settings } from '../../support/content';
