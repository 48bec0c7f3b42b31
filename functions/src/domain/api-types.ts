// The JSON shapes of DESIGN.md section 4, shared by the API (what it sends) and the web client.

export interface Participant {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emergencyContact: string;
  createdAt: string;
  updatedAt: string;
}

export interface Marathon {
  _id: string;
  title: string;
  startRegistrationDate: string;
  endRegistrationDate: string;
  marathonStartDate: string;
  location: string;
  runningDistance: string;
  marathonImageURL: string;
  description: string;
  createdBy: string;
  createdAt: string;
  registrationCount: number;
  /** The field limit, or null for no limit. */
  capacity: number | null;
  /** capacity minus registrations minus open offers (never below 0), or null for no limit. */
  placesLeft: number | null;
  /** Runners on the waitlist, those holding an offer included. */
  waitlistCount: number;
  /** How long a place offered to the waitlist is held. */
  offerHours: number;
  /** Only in GET /marathon/{id} for the event's creator. */
  participants?: Participant[];
}

/** An item of GET /my-registrations/{userId}: the marathon plus the caller's own record. */
export interface MyRegistration extends Marathon {
  totalRegistrationCount: Array<Participant & { marathonId: string }>;
}

export interface ParticipantsPage {
  participants: Participant[];
  nextCursor: string | null;
}

export interface Opinion {
  _id: string;
  name: string;
  /** Not sent by GET /opinion: commenters' addresses are stored for the team, never published. */
  email?: string;
  opinion: string;
  createdAt: string;
}

export interface ApiErrorBody {
  error: string;
  details?: Array<{ field: string; message: string }>;
}

export interface InsertedResponse {
  insertedId: string;
}
export interface UpdateResponse {
  matchedCount: number;
  modifiedCount: number;
}
export interface DeleteResponse {
  deletedCount: number;
}
/** 409 of PATCH /marathonApply/{id} when no place is left. */
export interface SoldOutBody extends ApiErrorBody {
  soldOut: true;
}

/** POST /marathon/{id}/waitlist: 201 new, 200 already waiting. */
export interface WaitlistPosition {
  position: number;
}

/** An item of GET /my-waitlist/{userId}. */
export interface MyWaitlistItem {
  marathonId: string;
  title: string;
  position: number;
  /** ISO time until which a place is held for the runner; null while waiting. */
  offerExpiresAt: string | null;
}

/** A row of the creator's GET /marathon/{id}/waitlist. */
export interface WaitlistEntry extends Participant {
  position: number;
  joinedAt: string;
  offerExpiresAt: string | null;
}

export interface WaitlistPage {
  waitlist: WaitlistEntry[];
  nextCursor: string | null;
}

export interface ApplyResponse {
  modifiedCount: 0 | 1;
}
