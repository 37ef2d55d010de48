import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, EventStore, Subscription } from '../../platform/event-store/event-store.port';
import { KeyStore } from '../../platform/personal-data/key-store';
import { resilientSubscription } from '../../platform/projections/resilient-subscription';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';

/**
 * Keeps erasure final. It follows the log from a checkpoint kept beside the keys and deletes
 * the key of every UserErased (and of the invitation it names) and AdminInvitationErased it meets,
 * and the erased person's secrets (password hash, sessions, codes); normally they are already gone (the erase command
 * deleted them), but after a crash between UserErased and those deletions, or after a backup of the keys
 * or credentials is restored, the erasures made since are applied again before anyone reads them for long.
 */
/** The checkpoint is written (an fsync: keys.sqlite is synchronous=FULL) at each erasure and at most once a second otherwise. */
const CHECKPOINT_EVERY_MS = 1000;

@Injectable()
export class ErasureEnforcer implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;
  private unsaved: number | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly keys: KeyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.readSideThread) return; // the process's main thread does it
    let savedAt = Date.now();
    this.subscription = resilientSubscription(this.store, 'ErasureEnforcer', this.keys.erasureCheckpoint(), (event) => {
      if (event.type === 'AdminInvitationErased') this.keys.erase((event.data as { invitationId: string }).invitationId);
      if (event.type === 'UserErased') {
        const { userId, invitationId } = event.data as { userId: string; invitationId?: string };
        this.keys.erase(userId);
        if (invitationId) this.keys.erase(invitationId);
        this.credentials.remove(userId);
      }
      // Saved at each erasure, once a second and at shutdown: re-reading a few events is harmless.
      this.unsaved = event.position;
      if (event.type === 'UserErased' || event.type === 'AdminInvitationErased' || Date.now() - savedAt >= CHECKPOINT_EVERY_MS) {
        this.keys.setErasureCheckpoint(event.position);
        this.unsaved = null;
        savedAt = Date.now();
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
    if (this.unsaved !== null) this.keys.setErasureCheckpoint(this.unsaved);
    this.unsaved = null;
  }
}
