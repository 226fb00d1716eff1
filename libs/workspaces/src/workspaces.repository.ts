import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, workspaces, type Database } from '@tessera/platform';

@Injectable()
export class WorkspacesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(workspaceId: string) {
    const [row] = await this.db
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .limit(1);
    return row;
  }
}
