import { Injectable } from '@nestjs/common';
import { desc, eq, like, or } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { templates } from '../db/schema.js';

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplate = Omit<typeof templates.$inferInsert, 'id' | 'slug'>;

/** Published templates (the marketplace's public list). */
@Injectable()
export class TemplatesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Newest first. */
  async published(): Promise<TemplateRow[]> {
    return this.db.select().from(templates).orderBy(desc(templates.publishedAt));
  }

  async findById(id: string): Promise<TemplateRow | undefined> {
    const [row] = await this.db.select().from(templates).where(eq(templates.id, id));
    return row;
  }

  /**
   * Publishes a template under `baseSlug`, or `baseSlug-2`, `-3`... when taken. Runs inside the
   * approval's transaction; the unique index settles a race with another approval.
   */
  async insert(tx: Executor, template: NewTemplate, baseSlug: string): Promise<TemplateRow> {
    const taken = new Set(
      (
        await tx
          .select({ slug: templates.slug })
          .from(templates)
          .where(or(eq(templates.slug, baseSlug), like(templates.slug, `${baseSlug}-%`)))
      ).map((row) => row.slug),
    );
    let slug = baseSlug;
    for (let n = 2; taken.has(slug); n += 1) slug = `${baseSlug}-${n}`;
    const [row] = await tx
      .insert(templates)
      .values({ ...template, slug })
      .returning();
    if (!row) throw new Error('Publishing the template returned no row');
    return row;
  }
}
