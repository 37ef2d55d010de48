import { orderTotalsPaise } from './orders';

describe('orderTotalsPaise (what checkout charges and its summary shows)', () => {
  const line = (vendorId: string, productType: 'retail' | 'wholesale', totalPaise: number, enquiryId: string | null = null) => ({ vendorId, productType, totalPaise, enquiryId });

  it('charges the delivery fee on retail goods of ₹500 or less at their prices; a coupon does not bring goods under the line', () => {
    expect(orderTotalsPaise([line('v1', 'retail', 400_00)], 0)).toEqual({ subtotalPaise: 400_00, discountPaise: 0, deliveryFeePaise: 49_00, totalPaise: 449_00 });
    expect(orderTotalsPaise([line('v1', 'retail', 520_00)], 10)).toEqual({ subtotalPaise: 520_00, discountPaise: 52_00, deliveryFeePaise: 0, totalPaise: 468_00 });
    expect(orderTotalsPaise([line('v1', 'wholesale', 3_000_00)], 0).deliveryFeePaise).toBe(0);
  });

  it("takes the coupon per vendor part, rounded down in each, and not off a quoted line", () => {
    // 10 % of ₹0.15 and of ₹0.15 is 1 paisa each (1.5 rounded down): 2 paise, not 3 of the whole ₹0.30.
    expect(orderTotalsPaise([line('v1', 'retail', 15), line('v2', 'retail', 15)], 10).discountPaise).toBe(2);
    expect(orderTotalsPaise([line('v1', 'retail', 1000_00), line('v1', 'wholesale', 20_000_00, 'enq-1')], 20).discountPaise).toBe(200_00);
  });
});
