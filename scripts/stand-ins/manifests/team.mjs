// @ts-check
// Team portraits: one per file in content/team.
/** @type {import('../generate.mjs').Spec[]} */
export default [
	{ out: 'content/team/dan-whitfield.jpg', width: 800, height: 1000, subject: 'lifter', palette: 'ember', seed: 1, label: 'Dan Whitfield', caption: 'Co-Owner & Head Coach' },
	{ out: 'content/team/sophie-marsh.jpg', width: 800, height: 1000, subject: 'runner', palette: 'blood', seed: 2, label: 'Sophie Marsh', caption: 'Co-Owner & Operations Lead' },
	{ out: 'content/team/ryan-okafor.jpg', width: 800, height: 1000, subject: 'coach', palette: 'steel', seed: 3, label: 'Ryan Okafor', caption: 'Co-Owner & Performance Coach' },
	{ out: 'content/team/chloe-bennett.jpg', width: 800, height: 1000, subject: 'class', palette: 'dawn', seed: 10, label: 'Chloe Bennett', caption: 'Strength & Conditioning Coach' },
	{ out: 'content/team/marcus-hale.jpg', width: 800, height: 1000, subject: 'rack', palette: 'steel', seed: 11, label: 'Marcus Hale', caption: 'Powerlifting Coach' },
	{ out: 'content/team/priya-shah.jpg', width: 800, height: 1000, subject: 'physio', palette: 'chalk', seed: 12, label: 'Priya Shah', caption: 'Physiotherapist' },
	{ out: 'content/team/tom-ellison.jpg', width: 800, height: 1000, subject: 'coach', palette: 'ember', seed: 13, label: 'Tom Ellison', caption: 'Personal Trainer' },
	{ out: 'content/team/jade-collins.jpg', width: 800, height: 1000, subject: 'runner', palette: 'dawn', seed: 14, label: 'Jade Collins', caption: 'Hyrox Coach' },
	{ out: 'content/team/liam-foster.jpg', width: 800, height: 1000, subject: 'lifter', palette: 'blood', seed: 15, label: 'Liam Foster', caption: 'Olympic Lifting Coach' },
	{ out: 'content/team/megan-price.jpg', width: 800, height: 1000, subject: 'physio', palette: 'steel', seed: 16, label: 'Megan Price', caption: 'Chiropractor' },
	{ out: 'content/team/oliver-grant.jpg', width: 800, height: 1000, subject: 'class', palette: 'ember', seed: 17, label: 'Oliver Grant', caption: 'Youth S&C Coach' },
	{ out: 'content/team/aisha-rahman.jpg', width: 800, height: 1000, subject: 'coach', palette: 'chalk', seed: 18, label: 'Aisha Rahman', caption: 'Front Desk & Membership' },
];
