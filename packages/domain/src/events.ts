import type { DisputeStep } from './disputes';
import type { ReminderLead } from './reminders';
import type { RescheduleStatus } from './reschedule';
import type { Role } from './roles';

/**
 * `left-out`: topping up a series until stopped found these dates taken, and booked the rest.
 * `accepted` with `leftOut`: the washer accepted all but these dates; `declined`: the washer
 * declined the series whole.
 */
export type SeriesEvent = 'proposed' | 'accepted' | 'declined' | 'ended' | 'left-out';

/** Why quotes lapsed: a cancelled booking reopened their request too late, or their start simply passed. */
export type QuoteLapse = 'reopened' | 'start-passed';

/**
 * What happened in the marketplace that someone must hear of (docs/product.md, "Notifications").
 * Each is written in the same transaction as the change it reports and delivered afterwards, at
 * least once, so an event carries ids only: its notices are composed from the rows when delivered.
 */
export type MarketplaceEvent =
  /** An owner's request went to washers, each of whom holds an open answer. */
  | { type: 'request-sent'; requestId: string }
  /** A washer quoted on a request for the first time. */
  | { type: 'quote-sent'; requestId: string; washerId: string }
  /** `notChosen`: the washers whose quotes on the request were declined by this booking. */
  | { type: 'appointment-booked'; appointmentId: string; notChosen: string[] }
  /** The washer marked the job completed. */
  | { type: 'appointment-completed'; appointmentId: string }
  /** `byName`: who cancelled, as they were named then (closing an account cancels, then removes the name). */
  | { type: 'appointment-cancelled'; appointmentId: string; by: Role; byName: string }
  /** The hold of the job's price failed (declined, no card, or the bank asks the owner to confirm). */
  | { type: 'payment-failed'; appointmentId: string }
  /** The owner tipped the job (to its washer), or its washer refunded some of it (to the owner). */
  | { type: 'money-moved'; appointmentId: string; movement: 'tip' | 'refund'; amountCents: number }
  /** The owner rated the job. */
  | { type: 'review-posted'; reviewId: string }
  /**
   * The owner cancelled a request these washers still had open (quoted or not yet answered); named
   * as they were then, since closing an account cancels its requests and then removes the name.
   */
  | { type: 'request-cancelled'; requestId: string; washerIds: string[]; ownerName: string }
  /** These washers' quotes on the request lapsed: their proposed start passed. */
  | { type: 'quotes-lapsed'; requestId: string; washerIds: string[]; why: QuoteLapse }
  /** A new time was proposed, accepted, declined or withdrawn: `status` is what it became then. */
  | { type: 'reschedule-changed'; proposalId: string; status: Exclude<RescheduleStatus, 'lapsed'> }
  /** Messages to this user have waited unread long enough to be told of by email. */
  | { type: 'messages-unread'; userId: string }
  /** A repeat series was asked for, accepted (less the `leftOut` dates declined), declined, ended or topped up with `leftOut` dates taken. */
  | { type: 'series-changed'; seriesId: string; change: SeriesEvent; leftOut: string[] }
  /**
   * A job starts in `leadHours`: its owner is reminded, and its washer too, of the 24-hour one only
   * when `tellsWasher` (the first of that day's 24-hour reminders lists the washer's whole day).
   */
  | { type: 'appointment-reminder'; appointmentId: string; leadHours: ReminderLead; tellsWasher: boolean }
  /** The job's washer had not set off by the time the drive from their base needs (`driveMinutes`, null when unknown). */
  | { type: 'late-start'; appointmentId: string; driveMinutes: number | null }
  /**
   * The washer set off (with the arrival time then, from their point or their base; null when the
   * job's address is not on the map) or arrived. Never where they are.
   */
  | { type: 'job-day-step'; appointmentId: string; step: 'on_my_way' | 'arrived'; etaMinutes: number | null }
  /** The owner of a job completed a day ago and not rated yet is asked to rate it. */
  | { type: 'feedback-request'; appointmentId: string }
  /** An operator decided the open reports of a review: its reporters are told, and its author if hidden. */
  | { type: 'review-moderated'; reviewId: string; decision: 'hide' | 'keep'; reporterIds: string[] }
  /** An operator hid or kept a reported message: its reporters are told, and its sender when hidden. */
  | { type: 'message-moderated'; messageId: string; decision: 'hide' | 'keep'; reporterIds: string[] }
  /** An operator kept a reported washer profile, or closed its reports once the washer was suspended. */
  | { type: 'profile-moderated'; washerId: string; decision: 'keep' | 'suspended'; reporterIds: string[] }
  /** A marketing campaign was handed out to one person, who gets it on the channels they allow. */
  | { type: 'campaign-message'; campaignId: string; userId: string }
  /** The owner tapped "I'll be there" for the job. */
  | { type: 'attendance-confirmed'; appointmentId: string }
  /** An operator approved or rejected a washer's verification documents: the washer is told. */
  | { type: 'verification-decided'; washerId: string; decision: 'approved' | 'rejected' }
  /** A verified washer's insurance expired, and the badge with it: the washer is told. */
  | { type: 'verification-expired'; washerId: string }
  /** A step of a job's dispute (docs/product.md, "Disputes"): the side it concerns is told, both at the operator's steps. */
  | { type: 'dispute-changed'; disputeId: string; step: DisputeStep };

export type MarketplaceEventType = MarketplaceEvent['type'];

/** The event of one type, for a handler of that type. */
export type EventOf<T extends MarketplaceEventType> = Extract<MarketplaceEvent, { type: T }>;
