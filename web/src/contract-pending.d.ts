// TEMPORARY: DESIGN.md section 4's capacity and waitlist shapes until the API branch (issue-13) adds
// them to functions/src/domain/api-types.ts; removed at that merge.
import '@domain/api-types';

declare module '@domain/api-types' {
  interface Marathon {
    capacity: number | null;
    placesLeft: number | null;
    waitlistCount: number;
    offerHours: number;
  }
  interface SoldOutBody extends ApiErrorBody {
    soldOut: true;
  }
  interface WaitlistPosition {
    position: number;
  }
  interface MyWaitlistItem {
    marathonId: string;
    title: string;
    position: number;
    offerExpiresAt: string | null;
  }
  interface WaitlistEntry extends Participant {
    position: number;
    joinedAt: string;
    offerExpiresAt: string | null;
  }
  interface WaitlistPage {
    waitlist: WaitlistEntry[];
    nextCursor: string | null;
  }
}
