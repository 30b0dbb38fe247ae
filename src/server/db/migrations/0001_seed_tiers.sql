-- spec §3: founders_beta 3 slots (all taken), early_access 25 slots with 8 taken.
INSERT INTO "tiers" ("tier", "total_slots", "accepted_count") VALUES ('founders_beta', 3, 3), ('early_access', 25, 8) ON CONFLICT ("tier") DO NOTHING;
