import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ClearEarningCommand, RecordEarningCommand } from './ledger.commands';
import { LedgerController } from './ledger.controller';
import { LEDGER_EVENT_TYPES } from './ledger.events';
import { LEDGER_HANDLERS } from './ledger.handlers';
import { ledgerClearingProcess, providerEarningsProcess } from './ledger.process';
import { ledgerAccountsProjection, ledgerEntriesProjection, payoutsProjection } from './ledger.projection';

@Module({ controllers: [LedgerController], providers: [...LEDGER_HANDLERS] })
export class LedgerModule implements OnModuleInit {
  constructor(
    catalog: EventCatalog,
    private readonly projections: ProjectionRegistry,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    catalog.register(...LEDGER_EVENT_TYPES);
    projections.addInline(ledgerAccountsProjection, ledgerEntriesProjection, payoutsProjection);
  }

  onModuleInit(): void {
    // Both commands are idempotent: a cleared earning clears once, a source is recorded once.
    this.projections.addProcessManager(ledgerClearingProcess(), ({ sellerId, entryId }, ctx) =>
      this.commands.execute(new ClearEarningCommand(sellerId, { sellerId, entryId }, ctx)),
    );
    this.projections.addProcessManager(providerEarningsProcess(this.config.serviceCommissionPercent), ({ sellerId, sourceId, description, grossPaise, commissionPaise }, ctx) =>
      this.commands.execute(new RecordEarningCommand({ sellerId, sellerKind: 'provider', sourceKind: 'booking', sourceId, description, grossPaise, commissionPaise }, ctx)),
    );
  }
}
