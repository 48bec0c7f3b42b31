// Sample events for the home page's featured list, added through the RUN API when missing.
import { createAccount, createMarathon, featuredMarathons } from './api.js';

const samples = [
  {
    title: 'Coastal Classic Marathon',
    location: 'Lisbon, Portugal',
    runningDistance: '42.195 KM',
    image: 'coast',
  },
  {
    title: 'Harbour Lights Half',
    location: 'Sydney, Australia',
    runningDistance: '21.1 KM',
    image: 'harbour',
  },
  {
    title: 'Canal Run 10K',
    location: 'Amsterdam, Netherlands',
    runningDistance: '10 KM',
    image: 'canals',
  },
  {
    title: 'Aurora Night Marathon',
    location: 'Tromsø, Norway',
    runningDistance: '42.195 KM',
    image: 'aurora',
  },
  { title: 'Blossom Park 5K', location: 'Kyoto, Japan', runningDistance: '5 KM', image: 'blossom' },
  {
    title: 'Forest Trail Half',
    location: 'Portland, USA',
    runningDistance: '21.1 KM',
    image: 'forest',
  },
];

function isoDay(daysFromToday: number, end = false): string {
  const day = new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

/**
 * Makes sure the featured list has six events (a fresh `npm test` stack starts empty), adding sample
 * ones through the API when needed.
 */
export async function ensureFeaturedEvents(): Promise<void> {
  const existing = (await featuredMarathons()).length;
  if (existing >= samples.length) return;
  const organiser = await createAccount({ prefix: 'organiser', displayName: 'Sample Organiser' });
  for (const [i, sample] of samples.slice(existing).entries()) {
    await createMarathon(organiser, {
      title: sample.title,
      startRegistrationDate: isoDay(-5),
      endRegistrationDate: isoDay(30 + i * 5, true),
      marathonStartDate: isoDay(45 + i * 7),
      location: sample.location,
      runningDistance: sample.runningDistance,
      marathonImageURL: `/images/marathons/${sample.image}.svg`,
      description: `${sample.title}: a fast, friendly course through ${sample.location}.`,
    });
  }
}
