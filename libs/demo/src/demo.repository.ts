import { Injectable } from '@nestjs/common';
import { InjectDatabase, schema, type Database } from '@tessera/platform';

@Injectable()
export class DemoRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Whether anyone has used this installation yet: the demo is seeded only into an empty one. */
  async anyWorkspace(): Promise<boolean> {
    const rows = await this.db
      .select({ id: schema.workspaces.id })
      .from(schema.workspaces)
      .limit(1);
    return rows.length > 0;
  }
}
