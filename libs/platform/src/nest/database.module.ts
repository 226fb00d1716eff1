import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
  type MigrationPolicy,
} from '../db/database.js';

export const DATABASE = Symbol('DATABASE');
const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** Inject the Drizzle database: `constructor(@InjectDatabase() private readonly db: Database)`. */
export const InjectDatabase = () => Inject(DATABASE);

class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}
  async onApplicationShutdown() {
    await this.handle.close();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  /**
   * Opens the database chosen by configuration (migrating it, or with `migrations: 'require'`
   * refusing one that is behind), or uses an already open handle.
   */
  static forRoot(
    source: DatabaseOptions | DatabaseHandle,
    options: { closeOnShutdown?: boolean; migrations?: MigrationPolicy } = {},
  ): DynamicModule {
    const handleProvider =
      'db' in source
        ? { provide: DATABASE_HANDLE, useValue: source }
        : {
            provide: DATABASE_HANDLE,
            useFactory: () => openDatabase(source, options.migrations),
          };
    const closes = options.closeOnShutdown ?? !('db' in source);
    return {
      module: DatabaseModule,
      providers: [
        handleProvider,
        { provide: DATABASE, useFactory: (h: DatabaseHandle) => h.db, inject: [DATABASE_HANDLE] },
        ...(closes ? [DatabaseLifecycle] : []),
      ],
      exports: [DATABASE, DATABASE_HANDLE],
    };
  }
}
