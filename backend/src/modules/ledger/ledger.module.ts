import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain/domain-error';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ClearEarningCommand, RecordEarningCommand, ReverseEarningCommand } from './ledger.commands';
import { LedgerController } from './ledger.controller';
import { LEDGER_EVENT_TYPES } from './ledger.events';
import { LEDGER_HANDLERS } from './ledger.handlers';
import { EarningCommand, ledgerClearingProcess, providerEarningsProcess, vendorRefundsProcess } from './ledger.process';
import { ledgerAccountsProjection, ledgerEntriesProjection, payoutDetailsProjection, payoutsProjection } from './ledger.projection';

@Module({ controllers: [LedgerController], providers: [...LEDGER_HANDLERS] })
export class LedgerModule implements OnModuleInit {
  constructor(
    catalog: EventCatalog,
    private readonly projections: ProjectionRegistry,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    catalog.register(...LEDGER_EVENT_TYPES);
    projections.addInline(ledgerAccountsProjection, ledgerEntriesProjection, payoutsProjection, payoutDetailsProjection);
  }

  onModuleInit(): void {
    // Both commands are idempotent: a cleared earning clears once, a source is recorded once.
    this.projections.addProcessManager(ledgerClearingProcess(), ({ sellerId, entryId }, ctx) =>
      this.commands.execute(new ClearEarningCommand(sellerId, { sellerId, entryId }, ctx)),
    );
    const send = (command: EarningCommand, ctx: CommandContext) => this.sendEarning(command, ctx);
    this.projections.addProcessManager(providerEarningsProcess(this.config.serviceCommissionPercent), send);
    this.projections.addProcessManager(vendorRefundsProcess(), send);
  }

  /** Idempotent: a source is recorded once, reversed once; reversing what was never earned changes nothing. */
  private async sendEarning(command: EarningCommand, ctx: CommandContext): Promise<void> {
    if (command.type === 'RecordEarning') {
      await this.commands.execute(new RecordEarningCommand(command.input, ctx));
      return;
    }
    const { sellerId, sourceKind, sourceId, reason } = command;
    try {
      await this.commands.execute(new ReverseEarningCommand(sellerId, { sellerId, sourceKind, sourceId, reason }, ctx));
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
    }
  }
}
