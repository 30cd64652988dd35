-- The back office's booking items list pages newest booked first (and sorts by when an item was booked): an index on
-- that order lets it read the first page from the index instead of sorting every item.
CREATE INDEX "booking_items_created_idx" ON "booking_items" USING btree ("created_at","id");
