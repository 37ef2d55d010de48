import { DEFAULT_WORKING_HOURS } from '@bazaar/common';
import { deciderSpec } from '../../platform/domain/decider.testing';
import { serviceDecider, workingHoursError } from './services.decider';
import { ServiceEvent, ServiceFacts } from './services.events';
import { Requester } from '../../platform/domain/requester';

const by = (userId: string, role: Requester['role']): Requester => ({ userId, role });

const spec = deciderSpec(serviceDecider);
const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const facts: ServiceFacts = { name: 'Home shifting', category: 'moving', description: 'Packing and moving', pricePaise: 150_000, duration: '2 hours', workingHours: DEFAULT_WORKING_HOURS, cities: ['Pune'], status: 'Available' };
const provider = by('p1', 'provider');
const admin = by('a1', 'admin');
const offered: ServiceEvent = { type: 'ServiceOffered', data: { serviceId: 's1', providerId: 'p1', ...facts, offeredAt: at } };
/** Names its provider: the notice of it says whether customers can book it yet (their verification). */
const approved: ServiceEvent = { type: 'ServiceApproved', data: { serviceId: 's1', providerId: 'p1', approvedAt: at } };

describe('service decider', () => {
  it("a provider's offer waits for approval; an admin's is approved at once", () => {
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts, by: provider, now } }).then([offered]);
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts, by: admin, now } }).then([offered, approved]);
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p2', facts, by: provider, now } }).thenThrows('forbidden');
  });

  it('says the highest price it takes, as the form does', () => {
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts: { ...facts, pricePaise: 100_000_001 }, by: provider, now } }).thenThrows('invalid', { price: 'Price must be at most ₹10,00,000' });
  });

  it('names every missing or wrong field', () => {
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts: { cities: ['Paris' as never], pricePaise: 0 }, by: provider, now } }).thenThrows('invalid', {
      name: 'Name is required',
      category: 'Category is required',
      description: 'Description is required',
      price: 'Price must be a positive amount',
      duration: 'Duration must be one of 30 mins, 1 hour, 2 hours, 3 hours, 4 hours, Full day',
      workingHours: 'Working hours are required',
      cities: expect.stringMatching(/^Cities must be among/),
      status: 'Status must be Available or Unavailable',
    });
    expect(workingHoursError({ days: ['mon'], from: '17:00', to: '08:00' })).toBe('The first slot must not be after the last');
    expect(workingHoursError({ days: ['mon'], from: '08:30', to: '17:00' })).toBe('Working hours are whole hours, HH:00');
  });

  it('refuses a duration its working day cannot hold, which would list a service no one can book', () => {
    const lateAfternoon = { days: ['mon' as const], from: '16:00', to: '17:00' }; // two slots: 16:00 and 17:00
    const fits = 'A booking of 3 hours takes 3 hourly slots in a row; these working hours have 2 slots a day';
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts: { ...facts, duration: '3 hours', workingHours: lateAfternoon }, by: provider, now } }).thenThrows('invalid', { duration: fits });
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts: { ...facts, duration: '2 hours', workingHours: lateAfternoon }, by: provider, now } }).then([
      { type: 'ServiceOffered', data: { ...offered.data, duration: '2 hours', workingHours: lateAfternoon } },
    ]);
    // A Full day is the whole working day, however short; a single slot holds an hour.
    spec.given([]).when({ type: 'OfferService', data: { serviceId: 's1', providerId: 'p1', facts: { ...facts, duration: 'Full day', workingHours: { ...lateAfternoon, from: '17:00' } }, by: provider, now } }).then([
      { type: 'ServiceOffered', data: { ...offered.data, duration: 'Full day', workingHours: { ...lateAfternoon, from: '17:00' } } },
    ]);
    // An edit is checked as it leaves the service, whichever it changed; an edit of neither (the price) is not held back.
    spec.given([offered, approved]).when({ type: 'UpdateService', data: { changes: { workingHours: { ...lateAfternoon, from: '17:00' } }, by: provider, now } }).thenThrows('invalid', {
      duration: 'A booking of 2 hours takes 2 hourly slots in a row; these working hours have 1 slot a day',
    });
    const narrow: ServiceEvent = { type: 'ServiceOffered', data: { ...offered.data, workingHours: lateAfternoon } };
    spec.given([narrow, approved]).when({ type: 'UpdateService', data: { changes: { duration: '4 hours' }, by: provider, now } }).thenThrows('invalid', {
      duration: 'A booking of 4 hours takes 4 hourly slots in a row; these working hours have 2 slots a day',
    });
    const narrowed: ServiceEvent = { type: 'ServiceUpdated', data: { serviceId: 's1', changes: { workingHours: { ...lateAfternoon, from: '17:00' } }, updatedAt: at } }; // written before this rule
    spec.given([offered, approved, narrowed]).when({ type: 'UpdateService', data: { changes: { pricePaise: 160_000 }, by: provider, now } }).then([
      { type: 'ServiceUpdated', data: { serviceId: 's1', changes: { pricePaise: 160_000 }, resubmitted: false, updatedAt: at } },
    ]);
  });

  it('records only what an edit changes, by its provider or an admin', () => {
    spec.given([offered, approved]).when({ type: 'UpdateService', data: { changes: { pricePaise: 150_000, status: 'Unavailable' }, by: provider, now } }).then([
      { type: 'ServiceUpdated', data: { serviceId: 's1', changes: { status: 'Unavailable' }, resubmitted: false, updatedAt: at } },
    ]);
    spec.given([offered, approved]).when({ type: 'UpdateService', data: { changes: { pricePaise: 1 }, by: by('p2', 'provider'), now } }).thenThrows('not_found', undefined);
  });

  it("sends a provider's change to what customers read back for approval, not an admin's", () => {
    const renamed: ServiceEvent = { type: 'ServiceUpdated', data: { serviceId: 's1', changes: { name: 'House shifting' }, resubmitted: true, updatedAt: at } };
    spec.given([offered, approved]).when({ type: 'UpdateService', data: { changes: { name: 'House shifting' }, by: provider, now } }).then([renamed]);
    spec.given([offered, approved, renamed]).when({ type: 'ApproveService', data: { now } }).then([approved]);
    spec.given([offered, approved]).when({ type: 'UpdateService', data: { changes: { name: 'House shifting' }, by: admin, now } }).then([{ ...renamed, data: { ...renamed.data, resubmitted: false } }]);
    const rejected: ServiceEvent = { type: 'ServiceRejected', data: { serviceId: 's1', reason: 'Blurry', rejectedAt: at } };
    spec.given([offered, rejected]).when({ type: 'UpdateService', data: { changes: { pricePaise: 160_000 }, by: provider, now } }).then([
      { type: 'ServiceUpdated', data: { serviceId: 's1', changes: { pricePaise: 160_000 }, resubmitted: true, updatedAt: at } },
    ]);
  });

  it('approves or rejects a pending service once; a deleted one is done', () => {
    spec.given([offered]).when({ type: 'RejectService', data: { reason: 'Blurry', now } }).then([{ type: 'ServiceRejected', data: { serviceId: 's1', reason: 'Blurry', rejectedAt: at } }]);
    spec.given([offered, approved]).when({ type: 'ApproveService', data: { now } }).then([]);
    spec.given([offered, approved]).when({ type: 'RejectService', data: { now } }).thenThrows('conflict');
    const withdrawn: ServiceEvent = { type: 'ServiceWithdrawn', data: { serviceId: 's1', withdrawnAt: at } };
    spec.given([offered, approved]).when({ type: 'WithdrawService', data: { by: provider, now } }).then([withdrawn]);
    spec.given([offered, approved, withdrawn]).when({ type: 'UpdateService', data: { changes: { name: 'x' }, by: admin, now } }).thenThrows('conflict');
  });
});
