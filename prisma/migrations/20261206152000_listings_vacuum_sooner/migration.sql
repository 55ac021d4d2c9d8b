-- The catalogue counts and pages from the covering indexes of listings alone only on table pages the
-- visibility map marks all-visible. Every write to a listing (a sale, a reservation, the date a cooldown
-- ends) clears the mark of its page until VACUUM sets it again, and until then each index entry is checked in
-- the table. At the default scale factors a million listings wait for 200,000 changed rows before
-- autovacuum comes: one percent keeps the marks close behind the writes.
ALTER TABLE "listings" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
