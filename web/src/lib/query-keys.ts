// Every TanStack Query key in one place, so a mutation in one feature can invalidate what another shows.
export const queryKeys = {
  /** SPEC.md section 7: the featured list's key is 'SixMarathons'. */
  featured: ['SixMarathons'] as const,
  marathons: (q = '') => ['marathons', q] as const,
  allMarathons: ['marathons'] as const,
  marathon: (id: string) => ['marathon', id] as const,
  participants: (id: string) => ['marathon', id, 'participants'] as const,
  /** Under the marathon's key, so whatever invalidates the event refreshes its waitlist too. */
  waitlist: (id: string) => ['marathon', id, 'waitlist'] as const,
  myRegistrations: (uid: string) => ['my-registrations', uid] as const,
  myWaitlist: (uid: string) => ['my-waitlist', uid] as const,
  myMarathons: (email: string) => ['my-applied-marathons', email] as const,
  opinions: ['opinions'] as const,
};
