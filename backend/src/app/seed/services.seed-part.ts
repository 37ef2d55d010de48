import { DEFAULT_WORKING_HOURS, rupeesToPaise, type City } from '@bazaar/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { CommandContext, systemContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { BOOKING_SLOTS } from '../../modules/bookings/booking-slots.process';
import { AcceptBookingCommand, CompleteBookingCommand, PostReviewCommand, ReplyToReviewCommand, RequestBookingCommand } from '../../modules/bookings/bookings.commands';
import { IdentityService } from '../../modules/identity/identity.service';
import { LEDGER_CLEARING, PROVIDER_EARNINGS } from '../../modules/ledger/ledger.process';
import { RegisterProviderCommand, SubmitProviderDocumentCommand, VerifyProviderCommand } from '../../modules/providers/providers.commands';
import { FILE_STORE, FileStore } from '../../platform/uploads/file-store';
import { ApproveServiceCommand, OfferServiceCommand } from '../../modules/services/services.commands';
import { recordDemoAccount } from './demo-accounts';
import { renderDemoProviderDocument } from './demo-provider-document';
import { DemoSeedPart, DemoSeedResult } from './demo-seed-part';
import { DEMO_CUSTOMERS, DEMO_PROVIDERS, DEMO_REVIEWS } from './demo-services';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const DOMAIN = 'demo.bazaar.example';

/** 'YYYY-MM-DD' of the India calendar day `daysAgo` days before `now`. */
const indiaDay = (now: number, daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now - daysAgo * DAY));
/** The instant of `time` on India day `date` (IST is UTC+05:30 all year). */
const indiaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/**
 * Services in every category across the 15 cities from several provider accounts (each
 * registered as a provider signs up, its services offered by it and approved), and a few
 * completed bookings by demo customers with their reviews and replies, dated in the past
 * weeks. Everything goes through the ordinary commands; provider and customer sign-ins are
 * added to DATA_DIR/demo-accounts.txt.
 */
@Injectable()
export class ServicesSeedPart implements DemoSeedPart {
  readonly name = 'services';
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly cipher: PersonalDataCipher,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async seed(): Promise<DemoSeedResult> {
    const ctx = systemContext('demo seed');
    const password = () => randomBytes(9).toString('base64url');
    const providers: { id: string; services: string[] }[] = [];
    let services = 0;
    let verified = 0;
    for (const demo of DEMO_PROVIDERS) {
      const providerId = randomUUID();
      const email = `${demo.email}@${DOMAIN}`;
      const secret = password();
      await this.identity.register({ userId: providerId, name: demo.name, email, phone: demo.phone, password: secret, role: 'provider' }, ctx);
      // A sign-up's record is opened by the provider-accounts process manager, which follows
      // the person's own (or an admin's) registration; the seed is the system, so it opens it itself.
      const seal = (value: string) => this.cipher.seal(providerId, value);
      await this.commands.execute(new RegisterProviderCommand(providerId, { providerId, name: seal(demo.name), email: seal(email), phone: seal(demo.phone), expertise: demo.expertise }, ctx));
      recordDemoAccount(this.config.dataDir, `Demo service provider: ${demo.name} (back office at /admin/auth)`, email, secret);
      // Their proof document on file, as the sign-up asks; an admin checked all but one.
      const document = await this.files.save(await renderDemoProviderDocument(demo, new Date()), 'application/pdf', 'pdf');
      await this.commands.execute(new SubmitProviderDocumentCommand(providerId, { documentId: document.id }, ctx));
      if (demo.verified) await this.commands.execute(new VerifyProviderCommand(providerId, {}, ctx));
      verified += demo.verified ? 1 : 0;
      const by = { userId: providerId, role: 'provider' as const };
      const ids: string[] = [];
      for (const service of demo.services) {
        const serviceId = randomUUID();
        const facts = {
          name: service.name,
          category: service.category,
          description: service.description,
          pricePaise: rupeesToPaise(service.price),
          duration: service.duration,
          cities: service.cities as City[],
          workingHours: DEFAULT_WORKING_HOURS,
          status: 'Available' as const,
        };
        await this.commands.execute(new OfferServiceCommand(serviceId, { serviceId, providerId, facts, by }, ctx));
        await this.commands.execute(new ApproveServiceCommand(serviceId, {}, ctx));
        ids.push(serviceId);
        services++;
      }
      providers.push({ id: providerId, services: ids });
    }

    const customers: { id: string; name: string; email: string }[] = [];
    for (const demo of DEMO_CUSTOMERS) {
      const email = `${demo.email}@${DOMAIN}`;
      const secret = password();
      const user = await this.identity.register({ name: demo.name, email, password: secret, role: 'customer' }, ctx);
      recordDemoAccount(this.config.dataDir, `Demo customer: ${demo.name} (storefront at /login)`, email, secret);
      customers.push({ id: user._id, name: demo.name, email });
    }

    let reviews = 0;
    const now = Date.now();
    for (const demo of DEMO_REVIEWS) {
      const provider = providers[demo.provider]!;
      const customer = customers[demo.customer]!;
      const date = indiaDay(now, demo.daysAgo);
      const start = indiaInstant(date, demo.time).getTime();
      const at = (offset: number): CommandContext => ({ ...systemContext('demo seed'), now: new Date(start + offset) });
      const bookingId = randomUUID();
      const seal = (value: string) => this.cipher.seal(customer.id, value);
      const customerBy = { userId: customer.id, role: 'customer' as const };
      const providerBy = { userId: provider.id, role: 'provider' as const };
      try {
        // Booked two days ahead, accepted an hour later, completed after the visit, reviewed that evening.
        await this.commands.execute(
          new RequestBookingCommand(
            {
              bookingId,
              serviceId: provider.services[demo.service]!,
              customerId: customer.id,
              customer: { name: seal(customer.name), email: seal(customer.email), phone: null },
              location: seal(`${demo.city} (demo address)`),
              city: demo.city,
              date,
              time: demo.time,
            },
            at(-2 * DAY),
          ),
        );
        await this.commands.execute(new AcceptBookingCommand(bookingId, { by: providerBy }, at(-2 * DAY + HOUR)));
        await this.commands.execute(new CompleteBookingCommand(bookingId, { by: providerBy }, at(5 * HOUR)));
        await this.commands.execute(new PostReviewCommand(bookingId, { by: customerBy, rating: demo.rating, comment: demo.comment }, at(9 * HOUR)));
        if (demo.reply) await this.commands.execute(new ReplyToReviewCommand(bookingId, { by: providerBy, reply: demo.reply }, at(DAY)));
        reviews++;
      } catch (error) {
        // The request's answer window lies in the past, so its timeout may expire it before the
        // acceptance lands; that booking then stays expired, as it would in real life.
        this.logger.warn(`demo booking ${bookingId} not completed: ${(error as Error).message}`);
      }
    }
    // The demo requests' answer windows ended long ago: their timeouts fire now (finding the
    // bookings answered) and are handled before the seed counts as done, so a restart adds nothing.
    await this.readYourWrites.waitForDueTimeouts();
    await this.readYourWrites.waitForProcessManager(BOOKING_SLOTS, await this.store.headPosition());
    // Each completion is its provider's earning, dated when it was completed (provider-earnings); those
    // whose clearing period is over by today clear now, so Payments agrees with the bookings' dates.
    await this.readYourWrites.waitForProcessManager(PROVIDER_EARNINGS, await this.store.headPosition());
    await this.readYourWrites.waitForProcessManager(LEDGER_CLEARING, await this.store.headPosition());
    await this.readYourWrites.waitForDueTimeouts();
    await this.readYourWrites.waitForProcessManager(LEDGER_CLEARING, await this.store.headPosition());
    return {
      counts: { providers: providers.length, verifiedProviders: verified, services, customers: customers.length, completedBookings: reviews, reviews },
      summary: `${services} services from ${providers.length} providers (${verified} verified), ${customers.length} customers, ${reviews} completed bookings with reviews`,
    };
  }
}
