-- Each washer's percentage added to their prices per vehicle type, which prefills their quotes;
-- every existing washer starts from the defaults.
ALTER TABLE "washer_profiles" ADD COLUMN "size_surcharges" jsonb DEFAULT '{"sedan":0,"suv":15,"truck":25,"van":25,"sports":10,"other":0}'::jsonb NOT NULL;