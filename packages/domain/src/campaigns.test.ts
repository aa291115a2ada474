import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignChannels,
  campaignTopics,
  campaignTopicSwitches,
  maskedEmail,
  parseCampaignFile,
  wantsCampaignTopic,
  withoutCampaignTopic,
} from './campaigns';
import { defaultPreferences, type NotificationPreferences } from './notification-preferences';

const everythingOn = (): NotificationPreferences => {
  const preferences = defaultPreferences();
  return {
    ...preferences,
    email: { requestUpdates: true, serviceReminders: true, promotions: true, newsletter: true },
    marketing: { specialOffers: true, partnerOffers: true, eventInvites: true, feedbackRequests: true },
    sms: { enabled: true, phone: '+14155550123', termsConsent: true, marketingConsent: true },
  };
};

describe('campaign topics', () => {
  it('answer to the switches the account page names, with the documented defaults', () => {
    const defaults = defaultPreferences();
    expect(campaignTopics.filter((topic) => wantsCampaignTopic(defaults, topic))).toEqual(['event-invite']);
    expect(campaignTopicSwitches['special-offer']).toEqual({
      group: 'marketing',
      flag: 'specialOffers',
      label: 'Special offers',
    });
  });

  it('turning one topic off leaves every other switch as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...campaignTopics), fc.constantFrom(...campaignTopics), (off, other) => {
        const after = withoutCampaignTopic(everythingOn(), off);
        expect(wantsCampaignTopic(after, off)).toBe(false);
        if (other !== off) expect(wantsCampaignTopic(after, other)).toBe(true);
        expect(after.email.requestUpdates && after.marketing.feedbackRequests && after.sms.enabled).toBe(true);
      }),
    );
  });

  it('texts only with the topic on, a text in the campaign, SMS on and marketing consent', () => {
    const on = everythingOn();
    expect(campaignChannels(on, 'newsletter', true)).toEqual({ email: true, text: true });
    expect(campaignChannels(on, 'newsletter', false)).toEqual({ email: true, text: false });
    expect(campaignChannels({ ...on, sms: { ...on.sms, marketingConsent: false } }, 'newsletter', true)).toEqual({
      email: true,
      text: false,
    });
    expect(campaignChannels(withoutCampaignTopic(on, 'newsletter'), 'newsletter', true)).toEqual({
      email: false,
      text: false,
    });
  });
});

describe('a campaign file', () => {
  it('reads its header lines and the body after the blank line', () => {
    const file =
      'Topic: special-offer\nAudience: owners\nSubject: 20% off in May\nText: 20% off every wash in May\n\nHi,\n\nThis May…\n';
    expect(parseCampaignFile(file)).toEqual({
      campaign: {
        topic: 'special-offer',
        audience: 'owners',
        subject: '20% off in May',
        text: '20% off every wash in May',
        body: 'Hi,\n\nThis May…',
      },
    });
  });

  it('sends to everyone by default and by email only without a Text line', () => {
    expect(parseCampaignFile('topic: newsletter\r\nsubject: News\r\n\r\nBody')).toEqual({
      campaign: { topic: 'newsletter', audience: 'everyone', subject: 'News', body: 'Body' },
    });
  });

  it('names every problem: an unknown header, a topic that is none, no body', () => {
    expect(parseCampaignFile('Topic: coupons\nFrom: me\nSubject: Hi\n\n')).toEqual({
      problems: [
        'Unknown header line: "From: me"',
        'topic: Topic must be one of: newsletter, promotion, special-offer, partner-offer, event-invite.',
        'body: Write the body.',
      ],
    });
  });
});

describe('maskedEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskedEmail('sam@example.com')).toBe('s•••@example.com');
    expect(maskedEmail('broken')).toBe('•••');
  });
});
