// The About page's fixed content: its words as message descriptors, shown in the visitor's language
// where the page renders them (names and figures stay as they are).
import { msg } from '@lingui/core/macro';

export const features = [
  {
    title: msg`Find the right race`,
    text: msg`Search events by city or name, compare dates and distances, and see at a glance whether registration is open.`,
    icon: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35',
  },
  {
    title: msg`Register in seconds`,
    text: msg`One short form and you are on the start list. Change or withdraw your registration until race day.`,
    icon: 'M9 12l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  },
  {
    title: msg`Organise your own event`,
    text: msg`Publish a marathon from your dashboard, edit it any time and download your participant list as CSV.`,
    icon: 'M4 21V4m0 0h13l-2 4 2 4H4',
  },
  {
    title: msg`Private by design`,
    text: msg`Only an event’s organiser sees participants’ contact details. Everyone else sees just the count.`,
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Z',
  },
];

export const team = [
  {
    name: 'Maya Chen',
    role: msg`Founder & CEO`,
    photo: '/images/team/maya-chen.svg',
    bio: msg`Ran her first marathon in Boston in 2012 and never stopped.`,
  },
  {
    name: 'Daniel Okoro',
    role: msg`Head of Events`,
    photo: '/images/team/daniel-okoro.svg',
    bio: msg`Has directed more than 40 city races on three continents.`,
  },
  {
    name: 'Sofia Martinez',
    role: msg`Lead Coach`,
    photo: '/images/team/sofia-martinez.svg',
    bio: msg`Designs our training plans, from first 5K to sub-3 marathon.`,
  },
  {
    name: 'Liam Walsh',
    role: msg`Community Manager`,
    photo: '/images/team/liam-walsh.svg',
    bio: msg`Looks after our volunteers and 50K+ runners worldwide.`,
  },
];

export const stats = [
  { value: '100+', label: msg`Events worldwide` },
  { value: '50K+', label: msg`Active runners` },
  { value: '10+', label: msg`Years experience` },
  { value: '2K+', label: msg`Volunteers` },
];
