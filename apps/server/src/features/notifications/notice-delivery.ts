import type { EventHandler } from '../../platform/events/dispatcher';
import { appointmentBooked, appointmentCancelled, appointmentCompleted, reviewPosted } from './appointment-notices';
import { messagesUnread } from './message-notices';
import { moneyMoved, paymentFailed } from './payment-notices';
import { tellerFor, type NoticeDeps } from './notice-teller';
import { quoteSent, quotesLapsed, requestCancelled, requestSent } from './request-notices';
import { jobDayStep } from './day-notices';
import { appointmentReminder, attendanceConfirmed, feedbackRequest, lateStart } from './reminder-notices';
import { messageModerated, profileModerated, reviewModerated } from './moderation-notices';
import { rescheduleChanged } from './reschedule-notices';
import { seriesChanged } from './series-notices';
import { verificationDecided, verificationExpired } from './verification-notices';
import { disputeChanged } from './dispute-notices';

/**
 * What the marketplace tells people of each event (docs/product.md, "Notifications"), by email and
 * in the notification centre (the bell): a new request to each washer it went to, a new quote to
 * the owner, a booking to both sides (with the appointment as an .ics file) and a decline to the
 * washers not chosen, a completed job and its receipt to the owner, a review to the washer, a
 * cancellation to the other side, a cancelled request and lapsed quotes to their washers, each
 * step of a change of time or of a repeat series, messages left unread, reminders before a job
 * and the owner's "I'll be there". Each asks the
 * recipient's preferences first. A throw leaves the event to be retried; what was delivered before it is not sent again.
 */
export function noticeDelivery(deps: NoticeDeps): EventHandler {
  const { db } = deps;
  return async ({ id, event }) => {
    const tell = tellerFor(deps, id);
    switch (event.type) {
      case 'request-sent':
        return requestSent(db, tell, event);
      case 'quote-sent':
        return quoteSent(db, tell, event);
      case 'request-cancelled':
        return requestCancelled(db, tell, event);
      case 'quotes-lapsed':
        return quotesLapsed(db, tell, event);
      case 'appointment-booked':
        return appointmentBooked(db, tell, event);
      case 'appointment-completed':
        return appointmentCompleted(deps, id, tell, event);
      case 'appointment-cancelled':
        return appointmentCancelled(db, tell, event);
      case 'payment-failed':
        return paymentFailed(db, tell, event);
      case 'money-moved':
        return moneyMoved(db, tell, event);
      case 'review-posted':
        return reviewPosted(db, tell, event);
      case 'reschedule-changed':
        return rescheduleChanged(db, tell, event);
      case 'series-changed':
        return seriesChanged(db, tell, event);
      case 'messages-unread':
        return messagesUnread(db, tell, event);
      case 'appointment-reminder':
        return appointmentReminder(db, tell, event);
      case 'attendance-confirmed':
        return attendanceConfirmed(db, tell, event);
      case 'late-start':
        return lateStart(db, tell, event);
      case 'job-day-step':
        return jobDayStep(db, tell, event);
      case 'feedback-request':
        return feedbackRequest(db, tell, event);
      case 'review-moderated':
        return reviewModerated(db, tell, event);
      case 'message-moderated':
        return messageModerated(db, tell, event);
      case 'profile-moderated':
        return profileModerated(db, tell, event);
      case 'verification-decided':
        return verificationDecided(db, tell, event);
      case 'verification-expired':
        return verificationExpired(db, tell, event);
      case 'dispute-changed':
        return disputeChanged(db, tell, event);
    }
  };
}
