import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CACHE, type CachePort } from '../cache/cache.port.js';
import { MemoryCacheAdapter } from '../cache/memory-cache.adapter.js';
import type { TesseraConfig } from '../config/config.js';

export const CONFIG = Symbol('CONFIG');
/** Inject the validated configuration: `@Inject(CONFIG) config: TesseraConfig`. */
export const InjectConfig = () => Inject(CONFIG);

class PlatformLifecycle implements OnApplicationShutdown {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}
  async onApplicationShutdown() {
    await this.cache.close();
  }
}

/** Provides the configuration and the adapters of every port, chosen from the configuration. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: TesseraConfig): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: CACHE, useFactory: (): CachePort => new MemoryCacheAdapter() },
        PlatformLifecycle,
      ],
      exports: [CONFIG, CACHE],
    };
  }
}
