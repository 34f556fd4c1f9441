// @ts-check
// Site-wide artwork and the pictures of the home, facilities and map sections.
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{ out: 'content/settings/logo.png', width: 320, height: 96, subject: 'barbell', palette: 'ember', textOnly: 'PWRTHR' },
	{ out: 'content/settings/og-image.jpg', width: 1200, height: 630, subject: 'barbell', palette: 'ember', seed: 3, label: 'PWRTHR Chelmsford', caption: 'Strength & conditioning since 2017' },
	{ out: 'content/settings/map-preview.jpg', width: 1200, height: 700, subject: 'map', palette: 'chalk', seed: 2, label: 'Find us', caption: 'Chelmsford' },
	{ out: 'content/pages/home-open-gym.jpg', width: 1200, height: 900, subject: 'rack', palette: 'steel', seed: 1, label: 'Open Gym' },
	{ out: 'content/pages/home-classes.jpg', width: 1200, height: 900, subject: 'class', palette: 'ember', seed: 2, label: 'Classes' },
	{ out: 'content/pages/home-lifting.jpg', width: 1200, height: 900, subject: 'lifter', palette: 'blood', seed: 3, label: 'Lifting' },
	{ out: 'content/pages/home-physio.jpg', width: 1200, height: 900, subject: 'physio', palette: 'chalk', seed: 4, label: 'Physiotherapy' },
	{ out: 'content/pages/home-personal-training.jpg', width: 1200, height: 900, subject: 'coach', palette: 'dawn', seed: 5, label: 'Personal Training' },
	{ out: 'content/pages/facilities-class-area.jpg', width: 1200, height: 900, subject: 'class', palette: 'steel', seed: 6, label: 'Class Area' },
	{ out: 'content/pages/facilities-powerlifting-area.jpg', width: 1200, height: 900, subject: 'platform', palette: 'ember', seed: 7, label: 'Powerlifting Area' },
	{ out: 'content/pages/facilities-accessory-room.jpg', width: 1200, height: 900, subject: 'machine', palette: 'blood', seed: 8, label: 'Accessory Room' },
	{ out: 'public/images/placeholder.svg', width: 800, height: 600, subject: 'placeholder', palette: 'steel', label: 'Image unavailable' },
];
