-- A group package (per person, at least four) on a deal whose title names a set party ("Middag
-- for to", "Parmassasje") sells something the partner never described; the deal page already
-- hides it (offersPackage in domain/catalog/packages.server.ts, whose SET_PARTY rule the pattern
-- below repeats in PostgreSQL's syntax: \y for \b). Older seeds and editors still stored such
-- rows. Those no order line names are deleted; those an order names stay, switched off, so the
-- order's history keeps its package. Cart lines for them go either way.
DELETE FROM "cart_items" c
 USING "deals" d
 WHERE c."deal_id" = d."id" AND c."package_kind" = 'group'
   AND btrim(d."title", E' \t\r\n') ~* '\yfor (?:to|tre|fire|fem|seks|\d+)\y(?!\s*(?:timer|time|dager|døgn|uker|måneder|minutter|min)\y)|\yfor en gruppe\y|^par(?:massasje|fotografering|behandling|middag|opphold|tur)|\yfor par\y';
--> statement-breakpoint
UPDATE "deal_packages" p
   SET "active" = false
  FROM "deals" d
 WHERE p."deal_id" = d."id" AND p."kind" = 'group'
   AND btrim(d."title", E' \t\r\n') ~* '\yfor (?:to|tre|fire|fem|seks|\d+)\y(?!\s*(?:timer|time|dager|døgn|uker|måneder|minutter|min)\y)|\yfor en gruppe\y|^par(?:massasje|fotografering|behandling|middag|opphold|tur)|\yfor par\y'
   AND EXISTS (SELECT 1 FROM "order_lines" l WHERE l."deal_id" = p."deal_id" AND l."package_kind" = 'group');
--> statement-breakpoint
DELETE FROM "deal_packages" p
 USING "deals" d
 WHERE p."deal_id" = d."id" AND p."kind" = 'group'
   AND btrim(d."title", E' \t\r\n') ~* '\yfor (?:to|tre|fire|fem|seks|\d+)\y(?!\s*(?:timer|time|dager|døgn|uker|måneder|minutter|min)\y)|\yfor en gruppe\y|^par(?:massasje|fotografering|behandling|middag|opphold|tur)|\yfor par\y'
   AND NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."deal_id" = p."deal_id" AND l."package_kind" = 'group');
