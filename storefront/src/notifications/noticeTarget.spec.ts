import { noticeTarget } from './noticeTarget';

describe('noticeTarget: where opening a notice in the storefront bell goes', () => {
  it('a notice with a link opens it, as a page of the site outside the storefront app', () => {
    expect(noticeTarget({ type: 'sign_up', link: '/admin/vendors/v1/show' }, 'admin')).toEqual({ href: '/admin/vendors/v1/show', inApp: false });
  });

  it("a customer's notice without one opens the dashboard section it is about", () => {
    const section = (type: Parameters<typeof noticeTarget>[0]['type']) => noticeTarget({ type, link: null }, 'customer')?.href;
    expect(section('order_confirmation')).toBe('/customer-dashboard#orders');
    expect(section('order_update')).toBe('/customer-dashboard#orders');
    expect(section('service_booking')).toBe('/customer-dashboard#bookings');
    expect(section('review')).toBe('/customer-dashboard#bookings');
    expect(section('enquiry_update')).toBe('/customer-dashboard#enquiries');
    expect(section('ticket_answered')).toBe('/customer-dashboard#contact');
  });

  it("another role's notice without a link is only marked read: the storefront has no dashboard section for it", () => {
    expect(noticeTarget({ type: 'new_order', link: null }, 'vendor')).toBeNull();
    expect(noticeTarget({ type: 'payout', link: null }, 'customer')).toBeNull();
  });
});
