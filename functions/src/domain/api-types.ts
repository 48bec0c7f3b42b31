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
  /** The organiser's display name ("RUN organiser" without one); the organiser sees their email. */
  createdBy: string;
  /** The organiser's uid: what decides ownership, on the server and in the web. */
  createdByUid: string;
  createdAt: string;
  registrationCount: number;
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
export interface ApplyResponse {
  modifiedCount: 0 | 1;
}
