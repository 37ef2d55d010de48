import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { dataDirSecret } from '../../platform/config/data-dir';
import { OrderLoader } from '../orders/checkout.handlers';
import { PAYMENT_GATEWAYS, PaymentGateways } from './payment-gateway.port';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { cashOnDelivery, SANDBOX_SECRET_FILE, SandboxGateway } from './sandbox-gateway';

/** The payment port's adapters by method: cash on delivery and the local sandbox gateway. */
@Module({
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    OrderLoader,
    {
      provide: PAYMENT_GATEWAYS,
      useFactory: (config: AppConfig): PaymentGateways => ({ cod: cashOnDelivery, sandbox: new SandboxGateway(dataDirSecret(config.dataDir, SANDBOX_SECRET_FILE)) }),
      inject: [APP_CONFIG],
    },
  ],
  exports: [PAYMENT_GATEWAYS],
})
export class PaymentsModule {}
