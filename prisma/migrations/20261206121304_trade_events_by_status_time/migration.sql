-- CreateIndex
CREATE INDEX "trade_events_to_status_created_at_idx" ON "trade_events"("to_status", "created_at");
