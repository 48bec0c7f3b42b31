import { routes } from '@run/contract/http/routes';
import { describe, expect, it } from 'vitest';

import { routeEntries } from '@/config/paths';
import { filtersOf, marathonRequest, marathonsRequest } from '@/features/marathons/api/requests';
import { resultsRequest } from '@/features/results/api/requests';
import { loadScreen } from '@/app/screens';
import { routeUrl } from '@/lib/api-url';

import { directLoadOf } from './direct-load';
import { prerenderedPages } from './prerender';

const at = (path: string) => directLoadOf(new URL(path, 'https://run.example'));

describe('directLoadOf', () => {
  it('starts the list GET exactly as the list screen sends it, with ?q= trimmed and the filters', () => {
    const plan = at('/marathons?q=%20Berlin%20');
    expect(plan?.auth).toBe(true);
    const list = (query: Record<string, string | number>) =>
      routeUrl(routes.listMarathons, { query });
    expect(plan?.data.map((d) => d.url)).toEqual([
      list({ limit: 12, q: 'Berlin', sort: 'upcoming' }),
    ]);
    expect(plan?.data.map((d) => d.url)).toEqual([
      routeUrl(
        routes.listMarathons,
        marathonsRequest(filtersOf(new URLSearchParams('q=Berlin')), null),
      ),
    ]);
    // The list opens on the races not started yet, soonest first; an older link's ?sort=date too.
    expect(at('/marathons')?.data.map((d) => d.url)).toEqual([
      list({ limit: 12, sort: 'upcoming' }),
    ]);
    expect(at('/marathons?sort=newest')?.data.map((d) => d.url)).toEqual([
      list({ limit: 12, sort: 'newest' }),
    ]);
    expect(
      at('/marathons?sort=date&open=true&month=2027-04&distance=half')?.data.map((d) => d.url),
    ).toEqual([
      list({ limit: 12, distance: 'half', month: '2027-04', open: 'true', sort: 'upcoming' }),
    ]);
  });

  it('starts the details GET for the id in the path, decoded then encoded as the screen does', () => {
    expect(at('/marathons/city%20run')?.data.map((d) => d.url)).toEqual([
      routeUrl(routes.getMarathon, marathonRequest('city run', 'en')),
    ]);
    expect(routeUrl(routes.getMarathon, marathonRequest('city run', 'en'))).toMatch(
      /\/city%20run\?lang=en$/u,
    );
  });

  it('starts the race and its first page of results as the results page asks for them', () => {
    const plan = at('/marathons/r1/results?distance=10k&gender=F&q=%20garc%20&bib=7');
    expect(plan?.auth).toBe(false);
    expect(plan?.data.map((d) => d.url)).toEqual([
      routeUrl(routes.getMarathon, marathonRequest('r1', 'en')),
      routeUrl(
        routes.listResults,
        resultsRequest('r1', { distanceId: '10k', q: 'garc', gender: 'F' }, null),
      ),
    ]);
    expect(plan?.data[1]?.url).toBe(
      '/api/marathon/r1/results?distanceId=10k&q=garc&gender=F&limit=50',
    );
  });

  it('matches paths case-insensitively, as the router does', () => {
    expect(at('/MARATHONS')?.data).toEqual(at('/marathons')?.data);
  });

  it('starts no data for screens without a public first GET, and nothing for unknown paths', () => {
    expect(at('/login')).toMatchObject({ auth: false, data: [] });
    expect(at('/dashboard/my-marathons')).toMatchObject({ auth: true, data: [] });
    expect(at('/blog')).toBeUndefined();
    expect(at('/marathons/a/b')).toBeUndefined();
  });

  it('picks the images above the fold from the bodies: the first row of the list, the details picture', () => {
    const card = (marathonImageURL: string) => ({ marathonImageURL });
    const list = at('/marathons')?.data[0]?.images;
    expect(list?.([card('/a.svg'), card(''), card('/c.svg'), card('/d.svg')])).toEqual([
      '/a.svg',
      '/c.svg',
    ]);
    expect(list?.({ error: 'x' })).toEqual([]);
    const details = at('/marathons/x')?.data[0]?.images;
    expect(details?.(card('https://img.example/x.jpg'))).toEqual(['https://img.example/x.jpg']);
    expect(details?.(null)).toEqual([]);
  });

  it('leaves a malformed escape to the router', () => {
    expect(at('/marathons/%E0%A4%A')).toBeUndefined();
  });
});

describe('the route table', () => {
  it('names a route module in app/routes/ for every screen and layout', () => {
    for (const [, route] of routeEntries) {
      for (const name of [route.screen, route.layout ?? route.screen])
        expect(loadScreen(name), name).toBeTypeOf('function');
    }
    expect(() => loadScreen('no-such-screen')).toThrow(/no-such-screen/u);
  });

  it('loads a dashboard screen with its layout on a direct load', () => {
    expect(at('/dashboard')?.modules).toEqual([
      loadScreen('dashboard/layout'),
      loadScreen('dashboard/add-marathon'),
    ]);
  });

  it('prerenders the public pages into files Hosting serves by clean URL', () => {
    expect(prerenderedPages()).toEqual([
      { path: '/', file: 'index.html' },
      { path: '/login', file: 'login.html' },
      { path: '/register', file: 'register.html' },
      { path: '/about', file: 'about.html' },
      { path: '/contact', file: 'contact.html' },
      { path: '/faq', file: 'faq.html' },
      { path: '/terms', file: 'terms.html' },
      { path: '/privacy', file: 'privacy.html' },
    ]);
  });
});
