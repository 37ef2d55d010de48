import { formatSlot, NOTIFICATION_KEYS, type NotificationRecord } from '@bazaar/common';
import { createInstance } from 'i18next';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import hi from '../i18n/locales/hi.json';
import { formatDateTime, formatDay, indiaZoneName } from '../components/dates';
import { noticeWords } from './noticeWords';

/** An i18next like the storefront's (English the fallback), in `language`. */
async function inLanguage(language: string) {
  const i18n = createInstance();
  await i18n.init({ resources: { en: { translation: en }, hi: { translation: hi }, ar: { translation: ar } }, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false } });
  return i18n;
}
const notice = (text: NotificationRecord['text'], title = 'English title', message = 'English message') => ({ title, message, text });

describe("a notice in the reader's language", () => {
  it('has words in the storefront for every template the server may send', async () => {
    const i18n = await inLanguage('en');
    expect(NOTIFICATION_KEYS.filter((key) => !i18n.exists(`notices.${key}.title`) || !i18n.exists(`notices.${key}.message`))).toEqual([]);
  });

  it("says a booking in Hindi, its slot formatted in Hindi, the service's name as its provider typed it", async () => {
    const hindi = await inLanguage('hi');
    const confirmed = notice({ key: 'booking.confirmed', params: { service: 'Plumbing', date: '2026-12-01', time: '10:00' } });
    expect(noticeWords(confirmed, hindi)).toEqual({ title: 'सेवा बुकिंग की पुष्टि हुई', message: `प्रदाता ने आपकी ${formatDay('2026-12-01', 'hi')}, 10:00 बजे (IST) की Plumbing बुकिंग की पुष्टि कर दी है` });
    // A reason stays as typed, after the sentence.
    const cancelled = notice({ key: 'booking.cancelledByProvider', params: { service: 'Plumbing', date: '2026-12-01', time: '10:00', reason: 'Van broke down' } });
    expect(noticeWords(cancelled, hindi).message).toBe(`आपकी ${formatDay('2026-12-01', 'hi')}, 10:00 बजे (IST) की Plumbing बुकिंग प्रदाता ने रद्द कर दी: Van broke down`);
  });

  it("says a refund in the reader's language with the amount from paise, the English of the server's text in English", async () => {
    const params = { orderNumber: 'BZ-2026-000002', amountPaise: 60_000 };
    const english = await inLanguage('en');
    expect(noticeWords(notice({ key: 'order.latePaymentRefunded', params }), english)).toEqual({
      title: 'Payment refunded',
      message: 'Your payment of ₹600.00 for order BZ-2026-000002 arrived after the order was cancelled, so it was refunded',
    });
    expect(noticeWords(notice({ key: 'order.refunded', params }), english).message).toBe('₹600.00 of your payment for order BZ-2026-000002 was refunded');
    expect(noticeWords(notice({ key: 'order.duplicatePaymentRefunded', params }), english).message).toBe('You paid for order BZ-2026-000002 twice: the second payment of ₹600.00 was refunded');
    const hindi = await inLanguage('hi');
    expect(noticeWords(notice({ key: 'order.latePaymentRefunded', params }), hindi)).toEqual({
      title: 'भुगतान वापस किया गया',
      message: 'ऑर्डर BZ-2026-000002 के लिए आपका ₹600.00 का भुगतान ऑर्डर रद्द होने के बाद मिला, इसलिए उसे वापस कर दिया गया',
    });
  });

  it('needs no section but notices: the bell shows on pages that have loaded nothing else (English bundles only some sections up front)', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { translation: { notices: en.notices } } }, lng: 'en', interpolation: { escapeValue: false } });
    const booked = noticeWords(notice({ key: 'booking.requested', params: { service: 'Home shifting', date: '2026-12-01', time: '10:00' } }), i18n);
    expect(booked.message).toBe('Your booking of Home shifting on 1 Dec 2026 at 10:00 IST is waiting for the provider');
    const order = noticeWords(notice({ key: 'vendor.newOrder', params: { orderNumber: 'BZ-2026-000002', lines: [{ name: 'Basmati Rice', quantity: 2, unit: 'kg' }], amountPaise: 32_000 } }), i18n);
    expect(order.message).toBe('New order BZ-2026-000002: 2 kg of Basmati Rice for ₹320.00');
  });

  it("says the server's English in English, the slot in the back office's style", async () => {
    const english = await inLanguage('en');
    expect(noticeWords(notice({ key: 'order.placed', params: { orderNumber: 'BZ-2026-000002' } }), english)).toEqual({ title: 'Order placed', message: 'Your order has been placed successfully (BZ-2026-000002)' });
    expect(noticeWords(notice({ key: 'booking.confirmed', params: { service: 'Plumbing', date: '2026-12-01', time: '10:00' } }), english).message).toBe(
      'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST has been confirmed by the provider',
    );
    // As the server writes it: the storefront's English of a notice is the server's own.
    expect(formatSlot('2026-12-01', '10:00')).toBe('1 Dec 2026 at 10:00 IST');
  });

  it("names India's zone beside a slot's time as the storefront's times do in that language", async () => {
    const confirmed = notice({ key: 'booking.confirmed', params: { service: 'Plumbing', date: '2026-12-01', time: '10:00' } });
    const zone = indiaZoneName('ar');
    // The zone formatDateTime writes for an Arabic reader (no name for IST there: GMT+5:30 in Arabic).
    expect(formatDateTime('2026-12-01T04:30:00Z', 'ar')).toContain(zone);
    expect(noticeWords(confirmed, await inLanguage('ar')).message).toContain(`${formatDay('2026-12-01', 'ar')} الساعة 10:00 (${zone})`);
    // A notice without a time names no zone: a day has none.
    const quoted = noticeWords(notice({ key: 'booking.confirmed', params: { service: 'Plumbing', date: '2026-12-01' } }), await inLanguage('en'));
    expect(quoted.message).toBe('Your booking of Plumbing on 1 Dec 2026 has been confirmed by the provider');
  });

  it("lists a vendor's lines, pieces counted and tonnes measured, with the amount from paise, and counts the rest", async () => {
    const order = notice({
      key: 'vendor.newOrder',
      params: {
        orderNumber: 'BZ-2026-000002',
        lines: [
          { name: 'Ragi Millet Cookies', quantity: 2, unit: 'piece' },
          { name: 'Basmati Rice', quantity: 12, unit: 'tonne' },
          { name: 'Alphonso Mango', quantity: 2, unit: 'kg' },
        ],
        moreLines: 2,
        amountPaise: 32_000,
      },
    });
    expect(noticeWords(order, await inLanguage('en')).message).toBe('New order BZ-2026-000002: 2 × Ragi Millet Cookies, 12 tonnes of Basmati Rice, 2 kg of Alphonso Mango and 2 more products for ₹320.00');
    expect(noticeWords(order, await inLanguage('hi')).message).toBe('नया ऑर्डर BZ-2026-000002: 2 × Ragi Millet Cookies, 12 टन Basmati Rice, 2 किलो Alphonso Mango, और 2 अन्य उत्पाद, कुल ₹320.00');
    expect(noticeWords(notice({ key: 'seller.payoutPaid', params: { amountPaise: 123_450 } }), await inLanguage('ar')).message).toBe('تم صرف مستحقاتك البالغة ₹1,234.50');
  });

  it('tells a provider awaiting verification, in their language, that customers can book their approved service once they are verified', async () => {
    const approved = notice({ key: 'provider.serviceApprovedAwaitingVerification', params: { service: 'Sofa repair' } });
    expect(noticeWords(approved, await inLanguage('en'))).toEqual({ title: 'Service approved', message: 'Your service Sofa repair was approved and customers can book it once your account is verified' });
    expect(noticeWords(approved, await inLanguage('hi')).message).toBe('आपकी सेवा Sofa repair स्वीकृत हो गई है; आपका खाता सत्यापित होते ही ग्राहक इसे बुक कर सकेंगे');
  });

  it("says until when a quote holds, its last day in the reader's language; and that an enquiry was closed", async () => {
    const quoted = notice({ key: 'enquiry.quotedUntil', params: { product: 'Basmati Rice', quantity: 5, unit: 'tonne', pricePaise: 61000_00, date: '2026-11-29' } });
    expect(noticeWords(quoted, await inLanguage('en'))).toEqual({ title: 'Quote received', message: 'Quote for Basmati Rice: 5 tonnes at ₹61,000.00 per tonne, valid until 29 Nov 2026' });
    expect(noticeWords(quoted, await inLanguage('hi')).message).toContain(`${formatDay('2026-11-29', 'hi')} तक मान्य`);
    const closed = notice({ key: 'enquiry.closed', params: { product: 'Basmati Rice' } });
    expect(noticeWords(closed, await inLanguage('en'))).toEqual({ title: 'Enquiry closed', message: 'The vendor closed your enquiry about Basmati Rice' });
    expect(noticeWords(closed, await inLanguage('hi')).message).toBe('विक्रेता ने Basmati Rice के बारे में आपकी पूछताछ बंद कर दी');
  });

  it("tells a vendor of a new enquiry, its tonnes counted in the reader's language", async () => {
    const enquiry = notice({ key: 'vendor.newEnquiry', params: { product: 'Basmati Rice', quantity: 12, unit: 'tonne' } });
    expect(noticeWords(enquiry, await inLanguage('en'))).toEqual({ title: 'New enquiry', message: 'New enquiry for 12 tonnes of Basmati Rice' });
    expect(noticeWords(enquiry, await inLanguage('hi'))).toEqual({ title: 'नई पूछताछ', message: '12 टन Basmati Rice के लिए नई पूछताछ' });
  });

  it('tells each side of a cancellation in their language', async () => {
    const refused = notice({ key: 'order.partCancelled', params: { orderNumber: 'BZ-2026-000007' } });
    expect(noticeWords(refused, await inLanguage('hi'))).toEqual({ title: 'विक्रेता ने रद्द किया', message: 'विक्रेता ने आपके ऑर्डर BZ-2026-000007 का अपना हिस्सा रद्द कर दिया' });
    const cancelled = notice({ key: 'vendor.orderCancelled', params: { orderNumber: 'BZ-2026-000007' } });
    expect(noticeWords(cancelled, await inLanguage('en'))).toEqual({ title: 'Order cancelled', message: 'The customer cancelled order BZ-2026-000007: do not ship it' });
  });

  it("keeps the server's English for a notice without words as data (older, the admins') and for a template it does not know", async () => {
    const hindi = await inLanguage('hi');
    expect(noticeWords(notice(null), hindi)).toEqual({ title: 'English title', message: 'English message' });
    expect(noticeWords(notice({ key: 'order.somethingNew' as 'order.placed', params: { orderNumber: 'BZ-1' } }), hindi)).toEqual({ title: 'English title', message: 'English message' });
  });
});
