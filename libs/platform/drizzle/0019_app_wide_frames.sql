-- An app's header and footer become shared by its pages (settings key "app_wide"). A page's copy
-- that still equals the home page's copy is shared; one an owner made different keeps its own.
UPDATE "blocks" AS "copy"
SET "settings" = "copy"."settings" || jsonb_build_object('app_wide', EXISTS (
  SELECT 1
  FROM "blocks" AS "home_block"
  JOIN "pages" AS "home" ON "home"."id" = "home_block"."page_id" AND "home"."page_type" = 'home'
  JOIN "pages" AS "page" ON "page"."id" = "copy"."page_id" AND "page"."app_id" = "home"."app_id"
  WHERE "home_block"."type" = "copy"."type" AND "home_block"."settings" = "copy"."settings"
))
WHERE "copy"."type" IN ('header', 'footer')
  AND "copy"."page_id" IS NOT NULL
  AND NOT ("copy"."settings" ? 'app_wide');
