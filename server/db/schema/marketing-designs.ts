import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * A shop's saved marketing image designs (issue 25, ADR 033): the document that draws the image (versioned JSON, see
 * contract/marketing-images.ts), its preview image, and `uploads`, the URLs of every upload the design shows (its
 * images and its preview), written with the document and registered in files/upload-references.ts so housekeeping
 * keeps those files while a design uses them.
 */
export const marketingDesigns = pgTable(
  'marketing_designs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    templateId: text('template_id').notNull(),
    size: text('size').$type<'square' | 'story' | 'landscape' | 'a4'>().notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    previewUrl: text('preview_url').notNull().default(''),
    /** The upload URLs the design shows, one per line. */
    uploads: text('uploads').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('marketing_designs_shop_id_uq').on(t.shopId, t.id),
    index('marketing_designs_shop_updated_idx').on(t.shopId, t.updatedAt),
    check('marketing_designs_size_ck', sql`${t.size} in ('square', 'story', 'landscape', 'a4')`),
  ],
);
