import { SandboxGateway } from './sandbox-gateway';
import { PaymentNotice } from './payment-gateway.port';

describe('SandboxGateway signatures', () => {
  const gateway = new SandboxGateway(Buffer.alloc(32, 7));
  const failed: PaymentNotice = { event: 'payment.failed', orderId: '01a2204a-30dd-7c13-8327-fd65f530aaaf', paymentId: 'pay_1', amountPaise: 29900, reason: 'Card declined' };

  it('given a notice signed by the gateway, when it is verified, then it holds', () => {
    expect(gateway.verify(failed, gateway.sign(failed))).toBe(true);
  });

  it('given a signature as long as a real one in characters but not in bytes, when it is verified, then it is refused (not thrown)', () => {
    const signature = `é${gateway.sign(failed).slice(1)}`;
    expect(signature).toHaveLength(64);
    expect(gateway.verify(failed, signature)).toBe(false);
  });

  it("given a failed notice whose reason was changed after signing, when it is verified, then it is refused", () => {
    expect(gateway.verify({ ...failed, reason: 'Customer fraud' }, gateway.sign(failed))).toBe(false);
    const { reason: _reason, ...withoutReason } = failed;
    expect(gateway.verify(withoutReason, gateway.sign(failed))).toBe(false);
  });
});
