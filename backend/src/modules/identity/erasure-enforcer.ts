import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, EventStore, Subscription } from '../../platform/event-store/event-store.port';
import { KeyStore } from '../../platform/personal-data/key-store';
import { resilientSubscription } from '../../platform/projections/resilient-subscription';

/**
 * Keeps erasure final. It follows the log from a checkpoint kept beside the keys and deletes
 * the key of every UserErased (and of the invitation it names) and AdminInvitationErased it meets; normally the key is already gone (the erase command
 * deleted it), but after a backup of the keys is restored, the erasures made since are
 * applied again before anyone reads the restored keys for long.
 */
const CHECKPOINT_EVERY = 500;

@Injectable()
export class ErasureEnforcer implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly keys: KeyStore,
  ) {}

  onApplicationBootstrap(): void {
    let unsaved = 0;
    this.subscription = resilientSubscription(this.store, 'ErasureEnforcer', this.keys.erasureCheckpoint(), async (event) => {
      if (event.type === 'AdminInvitationErased') this.keys.erase((event.data as { invitationId: string }).invitationId);
      if (event.type === 'UserErased') {
        const { userId, invitationId } = event.data as { userId: string; invitationId?: string };
        this.keys.erase(userId);
        if (invitationId) this.keys.erase(invitationId);
      }
      // Saved at each erasure and every few hundred events: re-reading a few is harmless.
      if (event.type === 'UserErased' || event.type === 'AdminInvitationErased' || ++unsaved >= CHECKPOINT_EVERY) {
        this.keys.setErasureCheckpoint(event.position);
        unsaved = 0;
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }
}
