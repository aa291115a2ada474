import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaTexts, directionsUrl, nearDayName } from './washer-agenda';

describe('the washer agenda', () => {
  it('names today and tomorrow, and leaves later days to the date', () => {
    expect(nearDayName('2030-06-03', '2030-06-03')).toBe('Today');
    expect(nearDayName('2030-06-04', '2030-06-03')).toBe('Tomorrow');
    expect(nearDayName('2030-07-01', '2030-06-30')).toBe('Tomorrow');
    expect(nearDayName('2030-06-05', '2030-06-03')).toBeNull();
  });

  it('gives directions to exactly the address, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (address) => {
        const [base, destination = ''] = directionsUrl(address).split('&destination=');
        expect(base).toBe('https://www.google.com/maps/dir/?api=1');
        expect(decodeURIComponent(destination)).toBe(address);
      }),
    );
  });

  it('counts requests in words, one or many', () => {
    expect(agendaTexts.requests(1)).toBe('1 request near you to quote');
    expect(agendaTexts.requests(4)).toBe('4 requests near you to quote');
  });

  it('says a series and a proposed time with their dates', () => {
    expect(
      agendaTexts.series({
        seriesId: 's',
        appointmentId: 'a',
        ownerName: 'Sara',
        everyWeeks: 1,
        firstDate: '2026-12-08',
        firstStart: '09:30',
      }),
    ).toBe('Sara asks for a repeat wash every week, from Tue 8 Dec, 9:30 AM');
    expect(
      agendaTexts.reschedule({
        appointmentId: 'a',
        ownerName: 'Pat',
        fromDate: '2026-12-08',
        fromStart: '09:30',
        toDate: '2026-12-09',
        toStart: '13:00',
      }),
    ).toBe('Pat proposes Wed 9 Dec, 1:00 PM instead of Tue 8 Dec, 9:30 AM');
  });
});
