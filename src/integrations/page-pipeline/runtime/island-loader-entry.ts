// The inline script that stands in for the island runtime (../page-steps/defer-island-runtime.ts bundles it
// and writes the runtime's address into its data-src), the same bytes on every page, so one hash allows it.
import { listeningAttribute, wakeIslandsOnDemand, wokenAttribute } from './island-loader.ts';
import { events } from './pending-click.ts';

const src = document.currentScript?.dataset['src'];
if (src) wakeIslandsOnDemand(src, events, { woken: wokenAttribute, listening: listeningAttribute });
