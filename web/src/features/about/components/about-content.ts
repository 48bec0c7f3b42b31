// The About page's fixed content.
export const features = [
  {
    title: 'Find the right race',
    text: 'Search events by city or name, compare dates and distances, and see at a glance whether registration is open.',
    icon: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35',
  },
  {
    title: 'Register in seconds',
    text: 'One short form and you are on the start list. Change or withdraw your registration until race day.',
    icon: 'M9 12l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  },
  {
    title: 'Organise your own event',
    text: 'Publish a marathon from your dashboard, edit it any time and download your participant list as CSV.',
    icon: 'M4 21V4m0 0h13l-2 4 2 4H4',
  },
  {
    title: 'Private by design',
    text: 'Only an event’s organiser sees participants’ contact details. Everyone else sees just the count.',
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Z',
  },
];

export const team = [
  {
    name: 'Maya Chen',
    role: 'Founder & CEO',
    photo: '/images/team/maya-chen.svg',
    bio: 'Ran her first marathon in Boston in 2012 and never stopped.',
  },
  {
    name: 'Daniel Okoro',
    role: 'Head of Events',
    photo: '/images/team/daniel-okoro.svg',
    bio: 'Has directed more than 40 city races on three continents.',
  },
  {
    name: 'Sofia Martinez',
    role: 'Lead Coach',
    photo: '/images/team/sofia-martinez.svg',
    bio: 'Designs our training plans, from first 5K to sub-3 marathon.',
  },
  {
    name: 'Liam Walsh',
    role: 'Community Manager',
    photo: '/images/team/liam-walsh.svg',
    bio: 'Looks after our volunteers and 50K+ runners worldwide.',
  },
];

export const stats = [
  { value: '100+', label: 'Events worldwide' },
  { value: '50K+', label: 'Active runners' },
  { value: '10+', label: 'Years experience' },
  { value: '2K+', label: 'Volunteers' },
];
